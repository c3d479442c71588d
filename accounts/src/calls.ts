/**
 * Every call of SPEC §7 (and the few the account area needs beyond it), under /{usapi|euapi|cnapi}/account/user/:
 * its method, the zod schema of its input (strict: unknown fields are refused), and the operation it runs.
 * SPEC §7 leaves payload field names open; these are ours, documented in docs/ACCOUNTS.md.
 */

import { isCountryCode, MULTI_LINE, SINGLE_LINE } from '@showcase/schemas/input';
import { newsletterConsentRequired, type Region } from '@showcase/schemas/regions';
import { z } from 'zod';
import * as auth from './auth';
import type { AccountContext } from './context';
import { checkHuman } from './human-check';
import { requireMail } from './mail/mailer';
import { confirmSubscription, provenBySession, subscribe } from './newsletter';
import { getProfile, listOrders, saveProfile } from './profile';
import { newReference } from './reference';
import { EMAIL_PATTERN, isWebsite, PASSWORD_MAX, WEBSITE_MAX } from './rules';
import { storeSubmission } from './submissions';
import { claimSlot } from './throttle';
import type { CallMeta } from './users';

const email = z
  .string()
  .trim()
  .max(254)
  .regex(EMAIL_PATTERN)
  .transform((value) => value.toLowerCase());
/** Length only: the rule (letters and numbers, not too simple) answers with the spec's own messages. */
const password = z.string().min(1).max(PASSWORD_MAX);
const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/);
const token = z.string().min(16).max(200);
const recaptcha = z.string().max(4096).optional();
/** One line of text: names, company, address lines (the support forms' rule, support/forms.ts). */
const text = (max: number) => z.string().trim().max(max).regex(SINGLE_LINE);
/** Text that may span lines (the wholesale message): line breaks and tabs, no other control character. */
const paragraphs = (max: number) => z.string().trim().max(max).regex(MULTI_LINE);
const countryCode = z.string().refine(isCountryCode);

const address = z.strictObject({
  line1: text(200).min(1),
  line2: text(200).optional(),
  city: text(100).min(1),
  state: text(100).optional(),
  postalCode: text(20).min(1),
  country: countryCode,
});

export interface CallInput {
  ctx: AccountContext;
  meta: CallMeta;
  apptoken: string | null;
  reftoken: string | null;
  /**
   * Whether the region's content asks for newsletter consent beyond the law (the region settings): content is
   * the site's, so the app's HTTP entry hands this in (web/lib/account-service/http.ts `Dependencies`).
   */
  contentAsksConsent: (region: Region) => Promise<boolean>;
}

interface Call<S extends z.ZodType> {
  method: 'GET' | 'POST';
  /** Query parameters (GET) or the JSON body (POST). */
  input: S;
  run: (input: z.output<S>, call: CallInput) => Promise<unknown>;
}

const call = <S extends z.ZodType>(definition: Call<S>) => definition;
const none = z.strictObject({});

export const CALLS = {
  'POST subscribe/create': call({
    method: 'POST',
    input: z.strictObject({
      email,
      consent: z.boolean().optional(),
      optIn: z.boolean().optional(),
      // Not the popup's: its subscription comes with register_or_login, which proves the address by its code.
      source: z.enum(['footer', 'account']).optional(),
    }),
    run: async (input, { ctx, meta, apptoken, contentAsksConsent }) =>
      subscribe(
        ctx,
        input,
        meta,
        newsletterConsentRequired(meta.region, await contentAsksConsent(meta.region)),
        await provenBySession(ctx, input.email, apptoken),
      ),
  }),
  /** The newsletter's mailed link, posted by its confirmation page (a GET of the page confirms nothing). */
  'POST subscribe/confirm': call({
    method: 'POST',
    input: z.strictObject({ token }),
    run: (input, { ctx }) => confirmSubscription(ctx, input),
  }),
  'POST login/code': call({
    method: 'POST',
    input: z.strictObject({ email, code }),
    run: (input, { ctx, meta }) => auth.loginWithCode(ctx, input, meta),
  }),
  'POST login/pwd': call({
    method: 'POST',
    input: z.strictObject({ email, password, recaptcha }),
    run: (input, { ctx, meta }) => auth.loginWithPassword(ctx, input, meta),
  }),
  'POST register_or_login': call({
    method: 'POST',
    input: z.strictObject({
      email,
      code,
      recaptcha,
      source: z.enum(['popup', 'login']).optional(),
      consent: z.boolean().optional(),
      optIn: z.boolean().optional(),
    }),
    run: (input, { ctx, meta }) => auth.registerOrLogin(ctx, input, meta),
  }),
  /** Password sign-in for screens that show errors as toasts (login/pwd's errors are shown inline). */
  'POST sign_in': call({
    method: 'POST',
    input: z.strictObject({ email, password, recaptcha }),
    run: (input, { ctx, meta }) => auth.loginWithPassword(ctx, input, meta),
  }),
  'GET sign_in/refresh': call({
    method: 'GET',
    input: z.strictObject({ user_id: z.uuid() }),
    run: (input, { ctx, reftoken }) => auth.refresh(ctx, input, reftoken),
  }),
  'GET profile/new': call({
    method: 'GET',
    input: none,
    run: (_input, { ctx, apptoken }) => getProfile(ctx, apptoken),
  }),
  'POST profile/new': call({
    method: 'POST',
    input: z.strictObject({
      firstName: text(100).nullable().optional(),
      lastName: text(100).nullable().optional(),
      birthday: z.iso.date().nullable().optional(),
      phone: z
        .string()
        .trim()
        .regex(/^[0-9 +()-]{6,20}$/)
        .nullable()
        .optional(),
      country: countryCode.nullable().optional(),
      newsletter: z.boolean().optional(),
      shippingAddress: address.nullable().optional(),
    }),
    run: (input, { ctx, apptoken }) => saveProfile(ctx, input, apptoken),
  }),
  'GET orders': call({
    method: 'GET',
    input: none,
    run: (_input, { ctx, apptoken }) => listOrders(ctx, apptoken),
  }),
  'POST mail/send': call({
    method: 'POST',
    input: z.strictObject({ email, purpose: z.enum(['login', 'register', 'signup']) }),
    run: (input, { ctx, meta }) => auth.sendCode(ctx, input, meta),
  }),
  'POST register/pwd': call({
    method: 'POST',
    input: z.strictObject({ email, password, recaptcha }),
    run: (input, { ctx, meta }) => auth.registerWithPassword(ctx, input, meta),
  }),
  'POST verify/code': call({
    method: 'POST',
    input: z.strictObject({ email, code }),
    // The apptoken, when the call has one, tells the registrant finishing sign-up from anyone else (auth.ts).
    run: (input, { ctx, apptoken, meta }) => auth.verifyWithCode(ctx, input, apptoken, meta),
  }),
  'POST mail/verify': call({
    method: 'POST',
    input: z.strictObject({ token }),
    run: (input, { ctx, apptoken, meta }) => auth.verifyWithLink(ctx, input, apptoken, meta),
  }),
  'POST verify/mail/send': call({
    method: 'POST',
    input: z.strictObject({ email }),
    run: (input, { ctx }) => auth.resendVerification(ctx, input),
  }),
  'POST forgetpwd/mail/send': call({
    method: 'POST',
    input: z.strictObject({ email }),
    run: (input, { ctx, meta }) => auth.forgotPassword(ctx, input, meta),
  }),
  'POST reset/pwd': call({
    method: 'POST',
    input: z.strictObject({ password, token: token.optional(), currentPassword: password.optional() }),
    run: (input, { ctx, apptoken, meta }) => auth.resetPassword(ctx, input, apptoken, meta),
  }),
  /** Whether a reset link is still usable, without spending it: the reset screen says so as it opens. */
  'POST reset/check': call({
    method: 'POST',
    input: z.strictObject({ token }),
    run: (input, { ctx }) => auth.checkResetLink(ctx, input),
  }),
  'POST repatcha': call({
    method: 'POST',
    input: z.strictObject({ token: z.string().min(1).max(4096) }),
    run: async (input, { ctx, meta }) => {
      await checkHuman(ctx, input.token, meta.ip);
      return { human: true };
    },
  }),
  'POST logout': call({
    method: 'POST',
    input: none,
    run: (_input, { ctx, apptoken }) => auth.logout(ctx, apptoken),
  }),
  'POST wholesale/apply': call({
    method: 'POST',
    input: z.strictObject({
      company: text(200).min(2),
      contactName: text(200).min(2),
      email,
      phone: z
        .string()
        .trim()
        .regex(/^[0-9 +()-]{6,20}$/),
      country: countryCode,
      // http(s) only (rules.ts): z.url() took `javascript:alert(1)`, which the team's mail would show as a link.
      website: z.string().trim().max(WEBSITE_MAX).refine(isWebsite).optional(),
      businessType: z.enum(['retailer', 'distributor', 'online', 'other']),
      message: paragraphs(2000).min(10),
      recaptcha,
    }),
    run: async ({ recaptcha: token, ...application }, { ctx, meta }) => {
      await checkHuman(ctx, token, meta.ip);
      // One application per address per resend interval, under the support forms' key and limit
      // (support/handlers.ts), so repeated posts cannot fill the team's mailbox. Mail first: a refusal for no
      // mail (5031) must not spend the address's slot. The address is lower-cased by `email` above.
      requireMail(ctx.mailer);
      await claimSlot(ctx, `form:wholesale:${application.email}`, ctx.config.resendSeconds);
      return storeSubmission(ctx, {
        kind: 'wholesale',
        reference: newReference('WS'),
        region: meta.region,
        email: application.email,
        payload: application,
      });
    },
  }),
} as const;

export type CallName = keyof typeof CALLS;
