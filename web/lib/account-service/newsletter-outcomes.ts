/**
 * How a newsletter form posted without JavaScript went: each has its page (app/[region]/newsletter/[outcome]),
 * where the form's route (route.ts) sends the browser.
 */
export const NEWSLETTER_OUTCOMES = ['sent', 'invalid', 'consent', 'busy', 'unavailable', 'failed'] as const;

export type NewsletterOutcome = (typeof NEWSLETTER_OUTCOMES)[number];
