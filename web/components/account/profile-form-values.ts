import type { Profile } from '@showcase/accounts/profile';
import * as z from '@/lib/account-forms/zod';
import type { AccountText } from '@/lib/i18n/catalog';

const optionalText = (max: number, text: AccountText) =>
  z.string().check(z.trim(), z.maxLength(max, text.errors.tooLong));

/** The profile form's rules: every field may stay empty; what is filled in must have the right shape. */
export function profileSchema(text: AccountText) {
  return z.object({
    firstName: optionalText(100, text),
    lastName: optionalText(100, text),
    birthday: z.string().check(z.refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), text.errors.invalidDate)),
    phone: z.string().check(
      z.trim(),
      z.refine((v) => v === '' || /^[0-9 +()-]{6,20}$/.test(v), text.errors.invalidPhone),
    ),
    line1: optionalText(200, text),
    city: optionalText(100, text),
    postalCode: optionalText(20, text),
    country: z.string().check(
      z.trim(),
      z.refine((v) => v === '' || /^[A-Z]{2}$/.test(v), text.errors.required),
    ),
  });
}

export type ProfileValues = z.infer<ReturnType<typeof profileSchema>>;

/** The form as it opens: the profile's values, empty where it has none (the country falls back to the US). */
export function profileDefaults(profile: Profile): ProfileValues {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    birthday: profile.birthday ?? '',
    phone: profile.phone ?? '',
    line1: profile.shippingAddress?.line1 ?? '',
    city: profile.shippingAddress?.city ?? '',
    postalCode: profile.shippingAddress?.postalCode ?? '',
    country: profile.shippingAddress?.country ?? profile.country ?? 'US',
  };
}

/**
 * What saving posts: an emptied field clears its value (null), and the address is saved only when complete,
 * else cleared.
 */
export function profileUpdate(v: ProfileValues) {
  const blank = (value: string) => (value === '' ? null : value);
  const address =
    v.line1 && v.city && v.postalCode && v.country
      ? { line1: v.line1, city: v.city, postalCode: v.postalCode, country: v.country }
      : null;
  return {
    firstName: blank(v.firstName),
    lastName: blank(v.lastName),
    birthday: blank(v.birthday),
    phone: blank(v.phone),
    country: blank(v.country),
    shippingAddress: address,
  };
}
