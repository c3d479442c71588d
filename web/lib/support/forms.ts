/**
 * The product-registration, return-to-manufacturer (RMA) and contact forms: their fields, layout and rules.
 * The client form and the API route both validate with these functions, so they can never disagree.
 * Plain TypeScript: imported by a client component and by route handlers alike.
 */

import { isCountryCode, MULTI_LINE, SINGLE_LINE } from '@showcase/schemas/input';
import { isProductKey } from '@showcase/schemas/products';

export const ERROR_KEYS = [
  'required',
  'email',
  'serial',
  'date',
  'tooEarly',
  'future',
  'tooShort',
  'tooLong',
  'choice',
  'consent',
  'phone',
  'singleLine',
] as const;
export type ErrorKey = (typeof ERROR_KEYS)[number];

export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === 'string' && (ERROR_KEYS as readonly string[]).includes(value);
}

export const RMA_REASONS = ['defective', 'damaged-in-transit', 'missing-parts', 'other'] as const;
export type RmaReason = (typeof RMA_REASONS)[number];

/** Registration opened with the first robots sold; older dates are typos. */
export const EARLIEST_PURCHASE_DATE = '2019-01-01';

/** How a field is entered: the input types, and the three lists the form offers. */
export type Control = 'text' | 'email' | 'tel' | 'date' | 'textarea' | 'product' | 'country' | 'reason' | 'consent';

export interface FieldSpec {
  readonly control: Control;
  readonly required: boolean;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly autoComplete?: string;
  /** Format rule, run on the trimmed non-empty text once the length rules pass. */
  readonly check?: (text: string, now: Date) => ErrorKey | null;
}

export type FieldMap = Readonly<Record<string, FieldSpec>>;

const field = <const S extends FieldSpec>(spec: S): S => spec;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const SERIAL = /^[A-Za-z0-9-]{8,20}$/;
const PHONE = /^[0-9 +-]{6,20}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The latest purchase date accepted: today where the calendar is furthest ahead (UTC+14), so a buyer
 * anywhere can enter their own today whatever the server's time zone.
 */
export function latestPurchaseDate(now: Date): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

function purchaseDate(text: string, now: Date): ErrorKey | null {
  const parts = ISO_DATE.exec(text);
  if (!parts) return 'date';
  const day = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
  // Date.UTC rolls 2023-02-30 over to March: only a date that survives the round trip exists.
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text) return 'date';
  if (text < EARLIEST_PURCHASE_DATE) return 'tooEarly';
  return text > latestPurchaseDate(now) ? 'future' : null;
}

const oneOf =
  (accepts: (text: string) => boolean) =>
  (text: string): ErrorKey | null =>
    accepts(text) ? null : 'choice';

const matches =
  (pattern: RegExp, error: ErrorKey) =>
  (text: string): ErrorKey | null =>
    pattern.test(text) ? null : error;

const FIRST_NAME = field({ control: 'text', required: true, maxLength: 80, autoComplete: 'given-name' });
const LAST_NAME = field({ control: 'text', required: true, maxLength: 80, autoComplete: 'family-name' });
const EMAIL_FIELD = field({
  control: 'email',
  required: true,
  maxLength: 254,
  autoComplete: 'email',
  check: matches(EMAIL, 'email'),
});
const COUNTRY = field({ control: 'country', required: true, autoComplete: 'country', check: oneOf(isCountryCode) });
const PRODUCT = field({ control: 'product', required: true, check: oneOf(isProductKey) });
const SERIAL_NUMBER = field({ control: 'text', required: true, autoComplete: 'off', check: matches(SERIAL, 'serial') });
const PURCHASE_DATE = field({ control: 'date', required: true, check: purchaseDate });
const CONSENT = field({ control: 'consent', required: true });
const ORDER_NUMBER = field({ control: 'text', required: true, minLength: 4, maxLength: 40, autoComplete: 'off' });
const DESCRIPTION = field({ control: 'textarea', required: true, minLength: 20, maxLength: 2000 });

export const REGISTRATION_FIELDS = {
  firstName: FIRST_NAME,
  lastName: LAST_NAME,
  email: EMAIL_FIELD,
  country: COUNTRY,
  product: PRODUCT,
  serialNumber: SERIAL_NUMBER,
  purchaseDate: PURCHASE_DATE,
  retailer: field({ control: 'text', required: false, maxLength: 120, autoComplete: 'off' }),
  consent: CONSENT,
};

export const RMA_FIELDS = {
  firstName: FIRST_NAME,
  lastName: LAST_NAME,
  email: EMAIL_FIELD,
  phone: field({ control: 'tel', required: false, autoComplete: 'tel', check: matches(PHONE, 'phone') }),
  product: PRODUCT,
  serialNumber: SERIAL_NUMBER,
  orderNumber: ORDER_NUMBER,
  purchaseDate: PURCHASE_DATE,
  reason: field({
    control: 'reason',
    required: true,
    check: oneOf((text) => (RMA_REASONS as readonly string[]).includes(text)),
  }),
  description: DESCRIPTION,
  street: field({ control: 'text', required: true, maxLength: 200, autoComplete: 'street-address' }),
  city: field({ control: 'text', required: true, maxLength: 100, autoComplete: 'address-level2' }),
  postalCode: field({ control: 'text', required: true, maxLength: 16, autoComplete: 'postal-code' }),
  country: COUNTRY,
  consent: CONSENT,
};

/** Contact Us: a message to technical support, the robot and order it concerns if any. */
export const CONTACT_FIELDS = {
  firstName: FIRST_NAME,
  lastName: LAST_NAME,
  email: EMAIL_FIELD,
  product: { ...PRODUCT, required: false },
  orderNumber: { ...ORDER_NUMBER, required: false },
  message: DESCRIPTION,
  consent: CONSENT,
} as const;

export type FieldName = keyof typeof REGISTRATION_FIELDS | keyof typeof RMA_FIELDS | keyof typeof CONTACT_FIELDS;

type ValueOf<S extends FieldSpec> = S['control'] extends 'consent'
  ? true
  : S['required'] extends true
    ? string
    : string | undefined;

export type FormValue<F extends FieldMap> = { -readonly [K in keyof F]: ValueOf<F[K]> };
export type FormErrors<F extends FieldMap> = Partial<Record<keyof F & string, ErrorKey>>;
export type Validation<F extends FieldMap> = { ok: true; value: FormValue<F> } | { ok: false; errors: FormErrors<F> };

export type Registration = FormValue<typeof REGISTRATION_FIELDS>;
export type RmaRequest = FormValue<typeof RMA_FIELDS>;

/** The first rule a field's raw value breaks, or null. Strings are judged trimmed; consent must be exactly true. */
export function fieldError(spec: FieldSpec, raw: unknown, now: Date): ErrorKey | null {
  if (spec.control === 'consent') return raw === true ? null : 'consent';
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!text) return spec.required ? 'required' : null;
  if (!(spec.control === 'textarea' ? MULTI_LINE : SINGLE_LINE).test(text)) return 'singleLine';
  if (spec.minLength !== undefined && text.length < spec.minLength) return 'tooShort';
  if (spec.maxLength !== undefined && text.length > spec.maxLength) return 'tooLong';
  return spec.check?.(text, now) ?? null;
}

/** A JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Validates every field of a form; unknown properties of the input are dropped from the value. */
export function validateFields<F extends FieldMap>(fields: F, input: unknown, now: Date = new Date()): Validation<F> {
  const source = isRecord(input) ? input : {};
  const value: Record<string, string | true | undefined> = {};
  const errors: Partial<Record<string, ErrorKey>> = {};
  for (const [name, spec] of Object.entries(fields)) {
    const raw = source[name];
    const error = fieldError(spec, raw, now);
    if (error) errors[name] = error;
    else if (spec.control === 'consent') value[name] = true;
    else value[name] = typeof raw === 'string' && raw.trim() ? raw.trim() : undefined;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors: errors as FormErrors<F> };
  // Every field of F was checked above and set to the type ValueOf gives it.
  return { ok: true, value: value as FormValue<F> };
}

export type FormKind = 'registration' | 'rma' | 'contact';
export type SectionId = 'contact' | 'product' | 'problem' | 'address' | 'message';

/** A form as the page lays it out: titled groups of fields, then the consent box; and where it is sent. */
export interface FormDefinition {
  readonly kind: FormKind;
  readonly fields: FieldMap;
  readonly sections: readonly { readonly id: SectionId; readonly fields: readonly FieldName[] }[];
  /** Path below the region's API base (…/support/<endpoint>). */
  readonly endpoint: 'product-registration' | 'return-manufacturer' | 'contact';
  readonly referencePrefix: 'REG' | 'RMA' | 'MSG';
}

/** Checks at compile time that sections name only the form's own fields. */
const defineForm = <F extends FieldMap>(
  form: FormDefinition & { fields: F; sections: readonly { id: SectionId; fields: readonly (keyof F & string)[] }[] },
): FormDefinition => form;

export const FORMS: Readonly<Record<FormKind, FormDefinition>> = {
  registration: defineForm({
    kind: 'registration',
    fields: REGISTRATION_FIELDS,
    sections: [
      { id: 'contact', fields: ['firstName', 'lastName', 'email', 'country'] },
      { id: 'product', fields: ['product', 'serialNumber', 'purchaseDate', 'retailer'] },
    ],
    endpoint: 'product-registration',
    referencePrefix: 'REG',
  }),
  rma: defineForm({
    kind: 'rma',
    fields: RMA_FIELDS,
    sections: [
      { id: 'contact', fields: ['firstName', 'lastName', 'email', 'phone'] },
      { id: 'product', fields: ['product', 'serialNumber', 'orderNumber', 'purchaseDate'] },
      { id: 'problem', fields: ['reason', 'description'] },
      { id: 'address', fields: ['street', 'city', 'postalCode', 'country'] },
    ],
    endpoint: 'return-manufacturer',
    referencePrefix: 'RMA',
  }),
  contact: defineForm({
    kind: 'contact',
    fields: CONTACT_FIELDS,
    sections: [
      { id: 'contact', fields: ['firstName', 'lastName', 'email'] },
      { id: 'message', fields: ['product', 'orderNumber', 'message'] },
    ],
    endpoint: 'contact',
    referencePrefix: 'MSG',
  }),
};
