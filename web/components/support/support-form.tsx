'use client';

import { REGION_INFO, type Region, regionPath } from '@showcase/schemas/regions';
import {
  type FormEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import styles from '@/components/forms/form.module.css';
import { CODES } from '@/lib/api/codes';
import { fill } from '@/lib/i18n/fill';
import { countryOptions, defaultCountry } from '@/lib/support/countries';
import {
  EARLIEST_PURCHASE_DATE,
  type ErrorKey,
  type FieldName,
  type FieldSpec,
  FORMS,
  type FormKind,
  fieldError,
  isErrorKey,
  isRecord,
  RMA_REASONS,
  validateFields,
} from '@/lib/support/forms';
import type { SupportMessages } from '@/lib/support/messages';
import { humanToken } from '@/lib/ui/human-token';

export interface SupportFormProps {
  kind: FormKind;
  region: Region;
  /** The region's locale's texts only: the server passes them so the browser never loads the other seven. */
  text: SupportMessages;
  /** The region's products, in the order the list should show them. */
  products: readonly { key: string; name: string }[];
  /** reCAPTCHA v3 site key: the API asks for the same human check as on the account calls. */
  siteKey: string | null;
}

type Values = Partial<Record<FieldName, string | boolean>>;
type Errors = Partial<Record<FieldName, ErrorKey>>;
/** `failed` carries the server's own message (in the region's language) when it gave one: a limit, the human check. */
type Status = 'editing' | 'sending' | { failed: string | null } | { reference: string };

const subscribeNever = () => () => {};

/**
 * False while rendering on the server and hydrating, true afterwards: what depends on the visitor's clock or
 * on their browser's ICU data (today's date, 249 country names and their order) renders after hydration only,
 * so the server's HTML never disagrees with the client's first render.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

type Outcome = { sent: true; reference: string } | { sent: false; errors: Errors } | { failed: string | null };

/** Refusals whose message the visitor can act on (too many, try again, mail down); others get the form's own text. */
const TOLD_CODES = new Set<number>([
  CODES.humanCheckFailed,
  CODES.tooManyAttempts,
  CODES.tooManyRequests,
  CODES.mailUnavailable,
]);

/** The reply's reference, its known field errors, or a failure (with the server's message when it is one to show). */
function outcomeOf(reply: unknown, fields: Readonly<Record<string, FieldSpec>>): Outcome {
  if (!isRecord(reply)) return { failed: null };
  const { code, data, msg } = reply;
  if (typeof code === 'number' && TOLD_CODES.has(code) && typeof msg === 'string') return { failed: msg };
  if (!isRecord(data)) return { failed: null };
  if (code === 2000 && typeof data.reference === 'string') return { sent: true, reference: data.reference };
  if (code !== 4000 || !isRecord(data.errors)) return { failed: null };
  const errors: Errors = {};
  for (const [name, key] of Object.entries(data.errors)) {
    if (Object.hasOwn(fields, name) && isErrorKey(key)) errors[name as FieldName] = key;
  }
  return Object.keys(errors).length > 0 ? { sent: false, errors } : { failed: null };
}

/** A registration or return (RMA) form: checked here with the rules the API applies, then posted to the API. */
export function SupportForm({ kind, region, products, text, siteKey }: SupportFormProps) {
  const form = FORMS[kind];
  const { apiBase, formatLocale } = REGION_INFO[region];
  const id = useId();
  const hydrated = useHydrated();
  const [values, setValues] = useState<Values>(() => ({ country: defaultCountry(region), consent: false }));
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status>('editing');
  const [failedSubmits, setFailedSubmits] = useState(0);
  const summaryRef = useRef<HTMLElement>(null);
  const successRef = useRef<HTMLElement>(null);

  const countries = useMemo(() => {
    if (hydrated) return countryOptions(formatLocale);
    const preset = defaultCountry(region);
    return preset
      ? [{ code: preset, name: new Intl.DisplayNames([formatLocale], { type: 'region' }).of(preset) ?? preset }]
      : [];
  }, [hydrated, formatLocale, region]);

  useEffect(() => {
    if (failedSubmits > 0) summaryRef.current?.focus();
  }, [failedSubmits]);
  const sent = typeof status === 'object' && 'reference' in status;
  useEffect(() => {
    if (sent) successRef.current?.focus();
  }, [sent]);

  const fieldId = (name: FieldName) => `${id}-${name}`;
  const errorText = (name: FieldName, key: ErrorKey) => {
    const spec = form.fields[name];
    const number = new Intl.NumberFormat(formatLocale);
    const earliest = new Intl.DateTimeFormat(formatLocale, { dateStyle: 'long', timeZone: 'UTC' });
    return fill(text.errors[key], {
      min: number.format(spec?.minLength ?? 0),
      max: number.format(spec?.maxLength ?? 0),
      earliest: earliest.format(new Date(`${EARLIEST_PURCHASE_DATE}T00:00:00Z`)),
    });
  };

  function change(name: FieldName, value: string | boolean) {
    setValues((current) => ({ ...current, [name]: value }));
    // A shown error follows the edits, so it disappears as soon as the field is right; new errors wait for submit.
    const spec = form.fields[name];
    if (spec && errors[name]) {
      setErrors((current) => ({ ...current, [name]: fieldError(spec, value, new Date()) ?? undefined }));
    }
  }

  function failValidation(found: Errors) {
    setErrors(found);
    setStatus('editing');
    setFailedSubmits((n) => n + 1);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'sending') return;
    const result = validateFields(form.fields, values);
    if (!result.ok) return failValidation(result.errors);
    setErrors({});
    setStatus('sending');
    try {
      const response = await fetch(`${apiBase}/support/${form.endpoint}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', region },
        body: JSON.stringify({ ...result.value, recaptcha: await humanToken(siteKey) }),
      });
      const outcome = outcomeOf(await response.json(), form.fields);
      if ('failed' in outcome) setStatus(outcome);
      else if (outcome.sent) setStatus({ reference: outcome.reference });
      else failValidation(outcome.errors);
    } catch {
      setStatus({ failed: null });
    }
  }

  if (typeof status === 'object' && 'reference' in status) {
    const [before, after] = text.successBody[kind].split('{reference}');
    return (
      <section className={styles.success} ref={successRef} tabIndex={-1} aria-labelledby={`${id}-success`}>
        <h2 id={`${id}-success`}>{text.successTitle[kind]}</h2>
        <p>
          {before}
          <strong className={styles.reference}>{status.reference}</strong>
          {after}
        </p>
      </section>
    );
  }

  // In the order of the form, whatever order the server listed them in.
  const shownErrors = [...form.sections.flatMap((section) => section.fields), 'consent' as const].flatMap((name) => {
    const key = errors[name];
    return key ? [{ name, key }] : [];
  });

  const control = (name: FieldName, spec: FieldSpec, describedBy: string | undefined): ReactNode => {
    const common = {
      id: fieldId(name),
      name,
      required: spec.required,
      autoComplete: spec.autoComplete,
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': describedBy,
    };
    const current = values[name];
    const value = typeof current === 'string' ? current : '';
    const onChange = (event: { target: { value: string } }) => change(name, event.target.value);
    switch (spec.control) {
      case 'textarea':
        return <textarea {...common} className={styles.textarea} rows={6} value={value} onChange={onChange} />;
      case 'product':
      case 'country':
      case 'reason': {
        const options =
          spec.control === 'product'
            ? products.map((product) => ({ code: product.key, name: product.name }))
            : spec.control === 'reason'
              ? RMA_REASONS.map((reason) => ({ code: reason, name: text.reasons[reason] }))
              : countries;
        return (
          <select {...common} className={styles.input} value={value} onChange={onChange}>
            <option value="">{text.choose}</option>
            {options.map((option) => (
              <option key={option.code} value={option.code} suppressHydrationWarning>
                {option.name}
              </option>
            ))}
          </select>
        );
      }
      case 'consent':
        return null;
      default:
        return (
          <input
            {...common}
            className={styles.input}
            type={spec.control}
            value={value}
            onChange={onChange}
            min={spec.control === 'date' ? EARLIEST_PURCHASE_DATE : undefined}
            max={spec.control === 'date' && hydrated ? localToday() : undefined}
            spellCheck={name === 'serialNumber' ? false : undefined}
            autoCapitalize={name === 'serialNumber' ? 'characters' : undefined}
          />
        );
    }
  };

  const field = (name: FieldName) => {
    const spec = form.fields[name];
    if (!spec) return null;
    const help: Partial<Record<FieldName, string>> = text.help;
    const helpText = help[name];
    const error = errors[name];
    const describedBy =
      [helpText && `${fieldId(name)}-help`, error && `${fieldId(name)}-error`].filter(Boolean).join(' ') || undefined;
    return (
      <div className={styles.field} key={name}>
        <label className={styles.label} htmlFor={fieldId(name)}>
          {text.labels[name]}
          {spec.required ? (
            <span className={styles.required} aria-hidden="true">
              {' *'}
            </span>
          ) : (
            <span className={styles.optional}> {text.optional}</span>
          )}
        </label>
        {helpText && (
          <p className={styles.help} id={`${fieldId(name)}-help`}>
            {helpText}
          </p>
        )}
        {error && (
          <p className={styles.error} id={`${fieldId(name)}-error`}>
            {errorText(name, error)}
          </p>
        )}
        {control(name, spec, describedBy)}
      </div>
    );
  };

  const consentError = errors.consent;
  return (
    <form className={styles.form} method="post" noValidate onSubmit={submit} aria-busy={status === 'sending'}>
      {shownErrors.length > 0 && (
        <section className={styles.summary} ref={summaryRef} tabIndex={-1} aria-labelledby={`${id}-summary`}>
          <h2 className={styles.summaryTitle} id={`${id}-summary`}>
            {text.summaryTitle}
          </h2>
          <ul>
            {shownErrors.map(({ name, key }) => (
              <li key={name}>
                <a
                  href={`#${fieldId(name)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(fieldId(name))?.focus();
                  }}
                >
                  {fill(text.summaryItem, { label: text.labels[name], error: errorText(name, key) })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className={styles.note}>{text.requiredNote}</p>
      {form.sections.map((section) => (
        <fieldset className={styles.section} key={section.id}>
          <legend className={styles.legend}>{text.sections[section.id]}</legend>
          {section.fields.map(field)}
        </fieldset>
      ))}
      <div className={styles.consent}>
        {consentError && (
          <p className={styles.error} id={`${fieldId('consent')}-error`}>
            {errorText('consent', consentError)}
          </p>
        )}
        <div className={styles.consentRow}>
          <input
            className={styles.checkbox}
            id={fieldId('consent')}
            name="consent"
            type="checkbox"
            required
            checked={values.consent === true}
            onChange={(event) => change('consent', event.target.checked)}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? `${fieldId('consent')}-error` : undefined}
          />
          <label htmlFor={fieldId('consent')}>
            {text.consentBefore}
            <a href={regionPath('us', 'privacy-policy')} target="_blank" rel="noopener">
              {text.consentLink}
              <span className="visually-hidden"> {text.newTab}</span>
            </a>
            {text.consentAfter}
            <span className={styles.required} aria-hidden="true">
              {' *'}
            </span>
          </label>
        </div>
      </div>
      <div className={styles.actions}>
        <button className={styles.submit} type="submit" aria-disabled={status === 'sending' ? true : undefined}>
          {status === 'sending' ? text.sending : text.submit[kind]}
        </button>
      </div>
      {typeof status === 'object' && 'failed' in status && (
        <p className={styles.failure} role="alert">
          {status.failed ?? text.failure}
        </p>
      )}
    </form>
  );
}
