'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { REGION_INFO, type Region } from '@showcase/schemas/regions';
import { useActionState, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import styles from '@/components/forms/form.module.css';
import { TextField } from '@/components/forms/text-field';
import { BUSINESS_TYPES, wholesaleApplication } from '@/lib/account-forms/schemas';
import { applyForWholesale } from '@/lib/account-forms/wholesale-action';
import type * as z from '@/lib/account-forms/zod';
import { accountApi } from '@/lib/api-client/client';
import type { AccountText } from '@/lib/i18n/catalog';
import { format } from '@/lib/i18n/format';
import { humanToken } from '@/lib/ui/human-token';
import screen from './account.module.css';
import { type FieldProps, FormEnd, failureText } from './form-parts';
import { ScreenHeading } from './screen-heading';

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
  const shape = wholesaleApplication(text);
  // Without scripts the browser posts the form to the page, which answers it (applyForWholesale).
  const [posted, postAction] = useActionState(applyForWholesale, null);
  // Also written into the server's HTML (defaultValue), where a form without scripts has only them.
  const defaults = {
    company: '',
    contactName: '',
    email: '',
    phone: '',
    country: 'US',
    website: '',
    message: '',
    ...posted?.values,
  };
  const form = useForm<z.input<typeof shape>, unknown, z.output<typeof shape>>({
    resolver: zodResolver(shape),
    defaultValues: defaults,
  });
  const [reference, setReference] = useState<string | null>(posted?.reference ?? null);
  const [failure, setFailure] = useState<string | null>(posted?.failure ?? null);
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
  const { isSubmitted, isSubmitting } = form.formState;
  // The server's errors stand until the form is submitted here; from then on the schema's do.
  const error = (name: keyof typeof form.formState.errors) =>
    isSubmitted ? form.formState.errors[name]?.message : posted?.errors[name];
  const typeError = error('businessType');
  return (
    <form className={styles.form} action={postAction} noValidate onSubmit={submit} aria-busy={isSubmitting}>
      <input type="hidden" name="region" value={region} />
      <p className={styles.note}>{text.wholesale.intro}</p>
      <div className={screen.grid}>
        <TextField
          label={`${text.wholesale.company} *`}
          autoComplete="organization"
          registration={form.register('company')}
          defaultValue={defaults.company}
          error={error('company')}
        />
        <TextField
          label={`${text.wholesale.contactName} *`}
          autoComplete="name"
          registration={form.register('contactName')}
          defaultValue={defaults.contactName}
          error={error('contactName')}
        />
        <TextField
          label={`${text.fields.email} *`}
          type="email"
          autoComplete="email"
          registration={form.register('email')}
          defaultValue={defaults.email}
          error={error('email')}
        />
        <TextField
          label={`${text.wholesale.phone} *`}
          type="tel"
          autoComplete="tel"
          registration={form.register('phone')}
          defaultValue={defaults.phone}
          error={error('phone')}
        />
        <TextField
          label={`${text.wholesale.country} *`}
          autoComplete="country"
          maxLength={2}
          registration={form.register('country')}
          defaultValue={defaults.country}
          error={error('country')}
        />
        <TextField
          label={text.wholesale.website}
          type="url"
          autoComplete="url"
          registration={form.register('website')}
          defaultValue={defaults.website}
          error={error('website')}
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
          defaultValue={posted?.values.businessType ?? ''}
          aria-invalid={typeError ? true : undefined}
          aria-describedby={typeError ? `${typeId}-error` : undefined}
          {...form.register('businessType')}
        >
          <option value="">{text.wholesale.choose}</option>
          {BUSINESS_TYPES.map((type) => (
            <option key={type} value={type}>
              {text.wholesale.types[type]}
            </option>
          ))}
        </select>
      </div>
      <MessageField
        text={text}
        registration={form.register('message')}
        defaultValue={defaults.message}
        error={error('message')}
      />
      <FormEnd
        failure={failure}
        busy={isSubmitting}
        submit={isSubmitting ? text.wholesale.sending : text.wholesale.submit}
      />
    </form>
  );
}

function MessageField({
  text,
  registration,
  defaultValue,
  error,
}: Omit<FieldProps, 'text'> & { text: AccountText; defaultValue: string }) {
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
        defaultValue={defaultValue}
        {...registration}
      />
    </div>
  );
}
