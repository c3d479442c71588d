/**
 * The zod schemas of the account forms, with their messages in the page's language. The rules are the
 * server's own (accounts/src/rules.ts), so a form never accepts what the service refuses.
 */
import { EMAIL_PATTERN, followsPasswordRule, isCode, isWebsite, PASSWORD_MAX } from '@showcase/accounts/rules';
import * as z from '@/lib/account-forms/zod';
import type { FormText } from '@/lib/i18n/client-text';

export const emailField = (text: FormText) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, text.errors.invalidEmail), z.regex(EMAIL_PATTERN, text.errors.invalidEmail));

/** An optional website (the wholesale application's): empty, or an http(s) address the service takes too. */
export const websiteField = (text: FormText) =>
  z.string().check(
    z.trim(),
    z.refine((v) => v === '' || isWebsite(v), text.errors.invalidUrl),
  );

const newPassword = (text: FormText) =>
  z.string().check(
    z.refine(followsPasswordRule, text.errors.passwordRule),
    z.refine((p) => p.length <= PASSWORD_MAX, text.errors.tooLong),
  );

const codeField = (text: FormText) => z.string().check(z.trim(), z.refine(isCode, text.errors.invalidCode));

export const passwordLogin = (text: FormText) =>
  z.object({ email: emailField(text), password: z.string().check(z.minLength(1, text.errors.required)) });

export const codeRequest = (text: FormText) => z.object({ email: emailField(text) });

export const codeLogin = (text: FormText) => z.object({ email: emailField(text), code: codeField(text) });

export const codeOnly = (text: FormText) => z.object({ code: codeField(text) });

/** New password and its confirmation (SPEC §5: "Confirmed password does not match…"). */
export const passwordPair = (text: FormText) =>
  z
    .object({ password: newPassword(text), confirm: z.string() })
    .check(z.refine((v) => v.password === v.confirm, { path: ['confirm'], message: text.errors.confirmMismatch }));

export const popupStart = (text: FormText) =>
  z.object({
    email: emailField(text),
    consent: z.literal(true, { error: text.errors.consentRequired }),
    optIn: z.boolean(),
  });

export const BUSINESS_TYPES = ['retailer', 'distributor', 'online', 'other'] as const;

/** The wholesale application (/us/apply-wholesale-account): checked in the browser, and for a post without scripts. */
export function wholesaleApplication(text: FormText) {
  const required = (min: number, max: number) =>
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, text.errors.required),
        z.minLength(min, text.errors.tooShort),
        z.maxLength(max, text.errors.tooLong),
      );
  return z.object({
    company: required(2, 200),
    contactName: required(2, 200),
    email: emailField(text),
    phone: z.string().check(z.trim(), z.regex(/^[0-9 +()-]{6,20}$/, text.errors.invalidPhone)),
    country: z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, text.errors.required)),
    website: websiteField(text),
    businessType: z.enum(BUSINESS_TYPES, { error: text.errors.required }),
    message: required(10, 2000),
  });
}
