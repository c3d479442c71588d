'use client';

import { REGION_INFO, type Region } from '@showcase/schemas/regions';
import { useActionState, useId } from 'react';
import styles from '@/components/forms/form.module.css';
import type { SupportText } from '@/lib/i18n/catalog';
import type { FieldName, FormKind } from '@/lib/support/forms';
import { submitSupportForm } from '@/lib/support/submit-action';
import { useHydrated } from '@/lib/ui/use-hydrated';
import { ErrorSummary } from './error-summary';
import { errorMessage, errorSummaryItems } from './field-errors';
import { SupportConsent } from './support-consent';
import { SupportField } from './support-field';
import { SupportSuccess } from './support-success';
import { useFieldOptions } from './use-field-options';
import { useSupportForm } from './use-support-form';

export interface SupportFormProps {
  kind: FormKind;
  region: Region;
  /** The region's locale's texts only: the server passes them so the browser never loads the other seven. */
  text: SupportText;
  /** The region's products, in the order the list should show them. */
  products: readonly { key: string; name: string }[];
  /** reCAPTCHA v3 site key: the API asks for the same human check as on the account calls. */
  siteKey: string | null;
  /** Where the region's privacy text is (lib/routing/privacy-link.ts). */
  privacy: string | null;
}

/**
 * A registration, return (RMA) or contact form: checked here with the rules the API applies, then posted to the
 * API. Without scripts the browser posts it to the page, which answers it (submitSupportForm).
 */
export function SupportForm({ kind, region, products, text, siteKey, privacy }: SupportFormProps) {
  const { locale } = REGION_INFO[region];
  const id = useId();
  const hydrated = useHydrated();
  const [posted, postAction] = useActionState(submitSupportForm, null);
  const { form, defaults, errorKey, registered, outcome, submit, sending, summaryRef } = useSupportForm(
    kind,
    region,
    siteKey,
    posted,
  );
  const options = useFieldOptions(region, products, text, hydrated);

  if (outcome && 'reference' in outcome)
    return (
      <SupportSuccess id={`${id}-success`} kind={kind} locale={locale} text={text} reference={outcome.reference} />
    );

  const fieldId = (name: FieldName) => `${id}-${name}`;
  const error = (name: FieldName) => {
    const key = errorKey(name);
    return key && errorMessage(region, text, form, name, key);
  };
  const summary = errorSummaryItems(region, text, form, errorKey, fieldId);
  return (
    <form
      className={styles.form}
      action={postAction}
      noValidate
      onSubmit={(event) => (sending ? event.preventDefault() : void submit(event))}
      aria-busy={sending}
    >
      <input type="hidden" name="form" value={kind} />
      <input type="hidden" name="region" value={region} />
      {summary.length > 0 && (
        <ErrorSummary id={`${id}-summary`} title={text.summaryTitle} items={summary} ref={summaryRef} />
      )}
      <p className={styles.note}>{text.requiredNote}</p>
      {form.sections.map((section) => (
        <fieldset className={styles.section} key={section.id}>
          <legend className={styles.legend}>{text.sections[section.id]}</legend>
          {section.fields.map((name) => {
            const spec = form.fields[name];
            const preset = defaults[name];
            return spec ? (
              <SupportField
                key={name}
                id={fieldId(name)}
                name={name}
                spec={spec}
                text={text}
                error={error(name)}
                registration={registered(name)}
                defaultValue={typeof preset === 'string' ? preset : undefined}
                options={options}
                hydrated={hydrated}
              />
            ) : null;
          })}
        </fieldset>
      ))}
      <SupportConsent
        id={fieldId('consent')}
        error={error('consent')}
        registration={registered('consent')}
        defaultChecked={defaults.consent === true}
        text={text}
        privacy={privacy}
      />
      <div className={styles.actions}>
        <button className={styles.submit} type="submit" aria-disabled={sending ? true : undefined}>
          {sending ? text.sending : text.submit[kind]}
        </button>
      </div>
      {outcome && 'failed' in outcome && (
        <p className={styles.failure} role="alert">
          {outcome.failed ?? text.failure}
        </p>
      )}
    </form>
  );
}
