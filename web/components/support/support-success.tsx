'use client';

import type { Locale } from '@showcase/schemas/regions';
import { useEffect, useRef } from 'react';
import styles from '@/components/forms/form.module.css';
import type { SupportText } from '@/lib/i18n/catalog';
import { format } from '@/lib/i18n/format';
import type { FormKind } from '@/lib/support/forms';

/** Where the success text's reference goes: a mark no text contains, so the formatted text splits there. */
const REFERENCE_MARK = '\u0000';

interface SupportSuccessProps {
  /** The heading's id. */
  id: string;
  kind: FormKind;
  locale: Locale;
  text: SupportText;
  /** The reference the service gave the request. */
  reference: string;
}

/** What replaces the form once the service has taken it: the reference to quote, given focus as it appears. */
export function SupportSuccess({ id, kind, locale, text, reference }: SupportSuccessProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  // The reference is drawn in bold between the text's two halves.
  const [before, after] = format(locale, text.successBody[kind], { reference: REFERENCE_MARK }).split(REFERENCE_MARK);
  return (
    <section className={styles.success} ref={ref} tabIndex={-1} aria-labelledby={id}>
      <h2 id={id}>{text.successTitle[kind]}</h2>
      <p>
        {before}
        <strong className={styles.reference}>{reference}</strong>
        {after}
      </p>
    </section>
  );
}
