'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { REGION_INFO, type Region } from '@showcase/schemas/regions';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import styles from '@/components/forms/form.module.css';
import { TextField } from '@/components/forms/text-field';
import { emailField, websiteField } from '@/lib/account-forms/schemas';
import * as z from '@/lib/account-forms/zod';
import { accountApi } from '@/lib/api-client/client';
import type { AccountText } from '@/lib/i18n/catalog';
import { format } from '@/lib/i18n/format';
import { humanToken } from '@/lib/ui/human-token';
import screen from './account.module.css';
import { type FieldProps, FormEnd, failureText } from './form-parts';
import { ScreenHeading } from './screen-heading';

const TYPES = ['retailer', 'distributor', 'online', 'other'] as const;

function schema(text: AccountText) {
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
    businessType: z.enum(TYPES, { error: text.errors.required }),
    message: required(10, 2000),
  });
}

/** /us/apply-wholesale-account: the application goes to the account service, which stores and mails it. */
export function WholesaleForm({
  region,
  text,
  siteKey,
}: {
  region: Region;
  text: AccountText;
  siteKey: string | null;
}) {
  const shape = schema(text);
  const form = useForm<z.input<typeof shape>, unknown, z.output<typeof shape>>({
    resolver: zodResolver(shape),
    defaultValues: { company: '', contactName: '', email: '', phone: '', country: 'US', website: '', message: '' },
  });
  const [reference, setReference] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const typeId = useId();
  const submit = form.handleSubmit(async ({ website, ...values }) => {
    setFailure(null);
    try {
      const { reference } = await accountApi(region).post<{ reference: string }>('wholesale/apply', {
        ...values,
        ...(website ? { website } : {}),
        recaptcha: await humanToken(siteKey),
      });
      setReference(reference);
    } catch (error) {
      setFailure(failureText(error, text));
    }
  });
  if (reference)
    return (
      <div className={screen.card}>
        <ScreenHeading tab={false}>{text.wholesale.doneTitle}</ScreenHeading>
        <p>{format(REGION_INFO[region].locale, text.wholesale.doneBody, { reference })}</p>
      </div>
    );
  const { errors, isSubmitting } = form.formState;
  const typeError = errors.businessType?.message;
  return (
    <form className={styles.form} method="post" noValidate onSubmit={submit} aria-busy={isSubmitting}>
      <p className={styles.note}>{text.wholesale.intro}</p>
      <div className={screen.grid}>
        <TextField
          label={`${text.wholesale.company} *`}
          autoComplete="organization"
          registration={form.register('company')}
          error={errors.company?.message}
        />
        <TextField
          label={`${text.wholesale.contactName} *`}
          autoComplete="name"
          registration={form.register('contactName')}
          error={errors.contactName?.message}
        />
        <TextField
          label={`${text.fields.email} *`}
          type="email"
          autoComplete="email"
          registration={form.register('email')}
          error={errors.email?.message}
        />
        <TextField
          label={`${text.wholesale.phone} *`}
          type="tel"
          autoComplete="tel"
          registration={form.register('phone')}
          error={errors.phone?.message}
        />
        <TextField
          label={`${text.wholesale.country} *`}
          autoComplete="country"
          maxLength={2}
          registration={form.register('country')}
          error={errors.country?.message}
        />
        <TextField
          label={text.wholesale.website}
          type="url"
          autoComplete="url"
          registration={form.register('website')}
          error={errors.website?.message}
        />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={typeId}>
          {text.wholesale.businessType} *
        </label>
        {typeError && (
          <p className={styles.error} id={`${typeId}-error`}>
            {typeError}
          </p>
        )}
        <select
          id={typeId}
          className={styles.input}
          defaultValue=""
          aria-invalid={typeError ? true : undefined}
          aria-describedby={typeError ? `${typeId}-error` : undefined}
          {...form.register('businessType')}
        >
          <option value="">{text.wholesale.choose}</option>
          {TYPES.map((type) => (
            <option key={type} value={type}>
              {text.wholesale.types[type]}
            </option>
          ))}
        </select>
      </div>
      <MessageField text={text} registration={form.register('message')} error={errors.message?.message} />
      <FormEnd
        failure={failure}
        busy={isSubmitting}
        submit={isSubmitting ? text.wholesale.sending : text.wholesale.submit}
      />
    </form>
  );
}

function MessageField({ text, registration, error }: Omit<FieldProps, 'text'> & { text: AccountText }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {text.wholesale.message} *
      </label>
      {error && (
        <p className={styles.error} id={`${id}-error`}>
          {error}
        </p>
      )}
      <textarea
        id={id}
        className={styles.textarea}
        rows={6}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      />
    </div>
  );
}
