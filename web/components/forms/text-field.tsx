'use client';

import { type InputHTMLAttributes, useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './form.module.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  help?: string | undefined;
  /** Password inputs get a show/hide toggle with these labels. */
  reveal?: { show: string; hide: string };
}

/** A labelled input whose error and help are tied to it for assistive technology. */
export function TextField({ label, registration, error, help, reveal, type = 'text', ...input }: Props) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const describedBy = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {help && (
        <p className={styles.help} id={`${id}-help`}>
          {help}
        </p>
      )}
      {error && (
        <p className={styles.error} id={`${id}-error`}>
          {error}
        </p>
      )}
      <div className={reveal ? styles.reveal : undefined}>
        <input
          {...input}
          {...registration}
          id={id}
          type={reveal && shown ? 'text' : type}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {reveal && (
          <button
            type="button"
            className={styles.revealButton}
            aria-pressed={shown}
            aria-controls={id}
            onClick={() => setShown((value) => !value)}
          >
            {shown ? reveal.hide : reveal.show}
          </button>
        )}
      </div>
    </div>
  );
}
