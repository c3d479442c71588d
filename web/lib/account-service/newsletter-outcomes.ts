/**
 * How a newsletter form posted without JavaScript went (the footer's, or the confirmation page's button: confirmed,
 * expired): each has its page (app/[region]/newsletter/[outcome]), where the form's route (route.ts) sends the
 * browser.
 */
export const NEWSLETTER_OUTCOMES = [
  'sent',
  'invalid',
  'consent',
  'busy',
  'unavailable',
  'failed',
  'confirmed',
  'expired',
] as const;

export type NewsletterOutcome = (typeof NEWSLETTER_OUTCOMES)[number];
