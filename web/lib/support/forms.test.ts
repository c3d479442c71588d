import { describe, expect, it } from 'vitest';
import { SOURCE_CATALOGS } from '../i18n/catalog';
import { ERROR_KEYS, FORMS, latestPurchaseDate, REGISTRATION_FIELDS, RMA_FIELDS, validateFields } from './forms';

const NOW = new Date('2025-06-01T12:00:00Z');

const registration = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  country: 'GB',
  product: 'flagshipMegatron',
  serialNumber: 'MG-2024-000123',
  purchaseDate: '2024-11-05',
  retailer: '',
  consent: true,
};

const rma = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.org',
  phone: '+1 555-0100',
  product: 'flagshipBumblebee',
  serialNumber: 'BB12345678',
  orderNumber: 'ORD-99812',
  purchaseDate: '2025-05-31',
  reason: 'missing-parts',
  description: 'The left arm and the charging cable were not in the box.',
  street: '1 Main Street',
  city: 'Springfield',
  postalCode: '12345',
  country: 'US',
  consent: true,
};

const registrationError = (changes: Record<string, unknown>, field: string) => {
  const result = validateFields(REGISTRATION_FIELDS, { ...registration, ...changes }, NOW);
  return result.ok ? null : result.errors[field as keyof typeof result.errors];
};

const rmaError = (changes: Record<string, unknown>, field: string) => {
  const result = validateFields(RMA_FIELDS, { ...rma, ...changes }, NOW);
  return result.ok ? null : result.errors[field as keyof typeof result.errors];
};

describe('product registration', () => {
  it('accepts a valid registration, trimmed, without unknown or empty optional fields', () => {
    const result = validateFields(REGISTRATION_FIELDS, { ...registration, extra: 'dropped' }, NOW);
    expect(result).toEqual({
      ok: true,
      value: { ...registration, firstName: 'Ada', retailer: undefined },
    });
  });

  it('requires every required field and reports each missing one', () => {
    const result = validateFields(REGISTRATION_FIELDS, {}, NOW);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      country: 'required',
      product: 'required',
      serialNumber: 'required',
      purchaseDate: 'required',
      consent: 'consent',
    });
  });

  it('treats blank text, non-strings and non-objects as missing', () => {
    expect(registrationError({ firstName: '   ' }, 'firstName')).toBe('required');
    expect(registrationError({ lastName: 42 }, 'lastName')).toBe('required');
    for (const input of [null, 'text', [registration]]) {
      const result = validateFields(REGISTRATION_FIELDS, input, NOW);
      expect(result.ok ? null : result.errors.email).toBe('required');
    }
  });

  it('checks the email address', () => {
    for (const email of ['ada', 'ada@', 'ada@example', 'ada@@example.com', 'a da@example.com', 'ada@example..com']) {
      expect(registrationError({ email }, 'email'), email).toBe('email');
    }
    expect(registrationError({ email: `${'a'.repeat(250)}@example.com` }, 'email')).toBe('tooLong');
  });

  it('checks the serial number: 8 to 20 letters, digits or dashes', () => {
    expect(registrationError({ serialNumber: 'ABCDEFGH' }, 'serialNumber')).toBeNull();
    expect(registrationError({ serialNumber: 'A'.repeat(20) }, 'serialNumber')).toBeNull();
    for (const serialNumber of ['ABC1234', 'A'.repeat(21), 'ABC 12345', 'ABC_12345', 'ÄBC12345']) {
      expect(registrationError({ serialNumber }, 'serialNumber'), serialNumber).toBe('serial');
    }
  });

  it('checks the purchase date: a real date, from 2019-01-01, not in the future', () => {
    for (const purchaseDate of ['2024-1-05', '05/11/2024', '2023-02-29', '2024-13-01', '2024-04-31']) {
      expect(registrationError({ purchaseDate }, 'purchaseDate'), purchaseDate).toBe('date');
    }
    expect(registrationError({ purchaseDate: '2024-02-29' }, 'purchaseDate')).toBeNull();
    expect(registrationError({ purchaseDate: '2019-01-01' }, 'purchaseDate')).toBeNull();
    expect(registrationError({ purchaseDate: '2018-12-31' }, 'purchaseDate')).toBe('tooEarly');
    expect(registrationError({ purchaseDate: '2025-06-03' }, 'purchaseDate')).toBe('future');
  });

  it('accepts today wherever the buyer is: the latest date is today at UTC+14', () => {
    expect(latestPurchaseDate(new Date('2025-06-01T09:59:59Z'))).toBe('2025-06-01');
    expect(latestPurchaseDate(new Date('2025-06-01T10:00:00Z'))).toBe('2025-06-02');
    expect(registrationError({ purchaseDate: '2025-06-02' }, 'purchaseDate')).toBeNull();
  });

  it('limits the retailer to 120 characters', () => {
    expect(registrationError({ retailer: 'r'.repeat(120) }, 'retailer')).toBeNull();
    expect(registrationError({ retailer: 'r'.repeat(121) }, 'retailer')).toBe('tooLong');
  });

  it('accepts only known products and ISO country codes', () => {
    expect(registrationError({ product: 'megatron' }, 'product')).toBe('choice');
    expect(registrationError({ country: 'XX' }, 'country')).toBe('choice');
    expect(registrationError({ country: 'gb' }, 'country')).toBe('choice');
    expect(registrationError({ country: 'EU' }, 'country')).toBe('choice');
  });

  it('requires consent to be exactly true', () => {
    for (const consent of [false, 'true', 'on', 1, undefined]) {
      expect(registrationError({ consent }, 'consent'), String(consent)).toBe('consent');
    }
  });
});

describe('return to manufacturer', () => {
  it('accepts a valid request', () => {
    expect(validateFields(RMA_FIELDS, rma, NOW)).toEqual({ ok: true, value: rma });
    expect(validateFields(RMA_FIELDS, { ...rma, phone: '' }, NOW)).toEqual({
      ok: true,
      value: { ...rma, phone: undefined },
    });
  });

  it('checks the phone number: 6 to 20 digits, spaces, + or -', () => {
    for (const phone of ['12345', '(555) 0100', '555-0100 ext 2', '1'.repeat(21)]) {
      expect(rmaError({ phone }, 'phone'), phone).toBe('phone');
    }
  });

  it('checks order number and description lengths', () => {
    expect(rmaError({ orderNumber: 'A12' }, 'orderNumber')).toBe('tooShort');
    expect(rmaError({ orderNumber: 'A'.repeat(41) }, 'orderNumber')).toBe('tooLong');
    expect(rmaError({ description: 'Broken arm.' }, 'description')).toBe('tooShort');
    expect(rmaError({ description: 'x'.repeat(2001) }, 'description')).toBe('tooLong');
    expect(rmaError({ description: 'x'.repeat(2000) }, 'description')).toBeNull();
  });

  it('accepts only the four reasons', () => {
    expect(rmaError({ reason: 'changed-my-mind' }, 'reason')).toBe('choice');
    expect(rmaError({ reason: '' }, 'reason')).toBe('required');
  });

  it('requires the whole address', () => {
    const result = validateFields(
      RMA_FIELDS,
      { ...rma, street: '', city: ' ', postalCode: undefined, country: '' },
      NOW,
    );
    expect(result.ok ? null : result.errors).toEqual({
      street: 'required',
      city: 'required',
      postalCode: 'required',
      country: 'required',
    });
  });
});

describe('form layout and texts', () => {
  it('places every field but consent in exactly one section', () => {
    for (const form of Object.values(FORMS)) {
      const placed = form.sections.flatMap((section) => section.fields);
      expect([...placed, 'consent'].sort(), form.kind).toEqual(Object.keys(form.fields).sort());
    }
  });

  it('has a label for every field of every form', () => {
    const fields = new Set(Object.values(FORMS).flatMap((form) => Object.keys(form.fields)));
    expect(Object.keys(SOURCE_CATALOGS['en-US'].support.labels).sort()).toEqual([...fields].sort());
  });

  it('has an error text for every error key, in every locale', () => {
    for (const [locale, catalog] of Object.entries(SOURCE_CATALOGS))
      for (const key of ERROR_KEYS) expect(catalog.support.errors[key], `${locale} ${key}`).toBeTruthy();
  });
});

describe('single-line fields', () => {
  it('refuse line breaks and other control characters, so no value can forge a line of the mail', () => {
    const forged = 'Ann\nRegion: eu\nemail: ceo@x.example';
    expect(registrationError({ firstName: forged }, 'firstName')).toBe('singleLine');
    for (const text of ['Ann\rLee', 'Ann\tLee', 'Ann\u2028Lee', 'Ann\u2029Lee', 'Ann\u0085Lee', 'Ann\u001bLee'])
      expect(registrationError({ lastName: text }, 'lastName'), JSON.stringify(text)).toBe('singleLine');
    expect(registrationError({ retailer: 'Shop\r\nRegion: cn' }, 'retailer')).toBe('singleLine');
    for (const field of ['firstName', 'lastName', 'orderNumber', 'street', 'city', 'postalCode'])
      expect(rmaError({ [field]: 'ABCD-1\nRegion: eu' }, field), field).toBe('singleLine');
    // Leading and trailing breaks are trimmed away like spaces: the stored value is one line.
    expect(registrationError({ firstName: '\nAnn\n' }, 'firstName')).toBeNull();
    expect(registrationError({ firstName: 'Zoë-Ann O’Neil 李' }, 'firstName')).toBeNull();
  });

  it('leave the description its line breaks and tabs, and nothing else invisible', () => {
    expect(rmaError({ description: 'It beeps three times.\r\n\tThen it stops moving.' }, 'description')).toBeNull();
    expect(rmaError({ description: 'It beeps three times.\u0000 Then it stops.' }, 'description')).toBe('singleLine');
  });
});
