'use client';

import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from '@/components/forms/form.module.css';
import { TextField } from '@/components/forms/text-field';
import { ApiError } from '@/lib/api-client/client';
import type { FormText } from '@/lib/i18n/client-text';

/** What a form says when a call fails: the server's message, or that the server could not be reached. */
export const failureText = (error: unknown, text: FormText) =>
  error instanceof ApiError ? error.msg : text.errors.network;

export interface FieldProps {
  text: FormText;
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

/** The e-mail address every account form starts with; `defaultValue` is one a form posted without scripts had. */
export function EmailField({ text, registration, error, defaultValue }: FieldProps & { defaultValue?: string }) {
  return (
    <TextField
      label={text.fields.email}
      type="email"
      autoComplete="email"
      registration={registration}
      error={error}
      defaultValue={defaultValue}
    />
  );
}

/** The six-digit code every code screen asks for. */
export function CodeField({ text, registration, error }: FieldProps) {
  return (
    <TextField
      label={text.fields.code}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      registration={registration}
      error={error}
    />
  );
}

/** A failure that concerns the whole form, announced as soon as it appears. */
export function FormFailure({ message }: { message: string | null }) {
  return message ? (
    <p className={styles.failure} role="alert">
      {message}
    </p>
  ) : null;
}

/** The end of an account form: its failure, if any, then its buttons, the submit first. */
export function FormEnd({
  failure,
  busy,
  submit,
  className = styles.actions,
  children,
}: {
  failure: string | null;
  busy: boolean;
  submit: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <FormFailure message={failure} />
      <div className={className}>
        <SubmitButton busy={busy}>{submit}</SubmitButton>
        {children}
      </div>
    </>
  );
}

/**
 * Stays focusable while busy (aria-disabled, not disabled), but a second press, or Enter in a field, while the
 * first call is on its way sends nothing: one submission per press of a form that mails codes or stores rows.
 */
export function SubmitButton({ busy, children }: { busy: boolean; children: string }) {
  return (
    <button
      className={styles.submit}
      type="submit"
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      {children}
    </button>
  );
}
