'use client';

import { REGION_INFO, type Region } from '@showcase/schemas/regions';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { ConsentCheckbox, PolicyLink } from '@/components/forms/consent-checkbox';
import styles from '@/components/forms/form.module.css';
import { CODES } from '@/lib/api/codes';
import type { SupportText } from '@/lib/i18n/catalog';
import { format } from '@/lib/i18n/format';
import type { PrivacyLink } from '@/lib/privacy-link';
import { countryOptions, defaultCountry } from '@/lib/support/countries';
import {
  EARLIEST_PURCHASE_DATE,
  type ErrorKey,
  type FieldMap,
  type FieldName,
  type FieldSpec,
  FORMS,
  type FormKind,
  isErrorKey,
  isRecord,
  RMA_REASONS,
  validateFields,
} from '@/lib/support/forms';
import { humanToken } from '@/lib/ui/human-token';

export interface SupportFormProps {
  kind: FormKind;
  region: Region;
  /** The region's locale's texts only: the server passes them so the browser never loads the other seven. */
  text: SupportText;
  /** The region's products, in the order the list should show them. */
  products: readonly { key: string; name: string }[];
  /** reCAPTCHA v3 site key: the API asks for the same human check as on the account calls. */
  siteKey: string | null;
  /** Where the consent box's privacy policy is: the region's own page, else the site's (lib/privacy-link). */
  privacy: PrivacyLink | null;
}

type Values = Partial<Record<FieldName, string | boolean>>;
type Errors = Partial<Record<FieldName, ErrorKey>>;
/** After a submit: the reference the service gave, or a failure with the server's message when it is one to show. */
type Outcome = { reference: string } | { failed: string | null };

const subscribeNever = () => () => {};
/** Where the success text's reference goes: a mark no text contains, so the formatted text splits there. */
const REFERENCE_MARK = '\u0000';

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

/** Refusals whose message the visitor can act on (too many, try again, mail down); others get the form's own text. */
const TOLD_CODES = new Set<number>([
  CODES.humanCheckFailed,
  CODES.tooManyAttempts,
  CODES.tooManyRequests,
  CODES.mailUnavailable,
]);

/**
 * The shared field rules (lib/support/forms.ts, which the API route runs too) as react-hook-form's resolver;
 * each error's type is its key in the form's texts.
 */
function sharedRules(fields: FieldMap): Resolver<Values> {
  return async (values) => {
    const result = validateFields(fields, values);
    if (result.ok) return { values: result.value as Values, errors: {} };
    const errors: FieldErrors<Values> = {};
    for (const [name, key] of Object.entries(result.errors)) errors[name as FieldName] = { type: key as string };
    return { values: {}, errors };
  };
}

/** What a refused submission means for the form: field errors the server found, or a failure to show. */
async function refusal(error: unknown, fields: FieldMap): Promise<{ errors: Errors } | { failed: string | null }> {
  const { ApiError } = await import('@/lib/api-client/client');
  if (!(error instanceof ApiError)) return { failed: null };
  if (TOLD_CODES.has(error.code)) return { failed: error.msg };
  if (error.code !== CODES.invalidInput || !isRecord(error.data) || !isRecord(error.data.errors))
    return { failed: null };
  const errors: Errors = {};
  for (const [name, key] of Object.entries(error.data.errors)) {
    if (Object.hasOwn(fields, name) && isErrorKey(key)) errors[name as FieldName] = key;
  }
  return Object.keys(errors).length > 0 ? { errors } : { failed: null };
}

/** A registration or return (RMA) form: checked here with the rules the API applies, then posted to the API. */
export function SupportForm({ kind, region, products, text, siteKey, privacy }: SupportFormProps) {
  const form = FORMS[kind];
  const { locale, formatLocale } = REGION_INFO[region];
  const id = useId();
  const hydrated = useHydrated();
  const defaults: Values = { country: defaultCountry(region) ?? '', consent: false };
  const resolver = useMemo(() => sharedRules(form.fields), [form.fields]);
  // Errors appear on submit; a shown one is checked again as its field is edited, so it goes once the field is right.
  const { register, handleSubmit, setError, trigger, getFieldState, formState } = useForm<Values>({
    resolver,
    defaultValues: defaults,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const errorKey = (name: FieldName): ErrorKey | undefined => {
    const type = formState.errors[name]?.type;
    return isErrorKey(type) ? type : undefined;
  };
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A refused submit renders again even when its errors are the ones already shown, so the summary takes focus.
  const [, setFailedSubmits] = useState(0);
  const summaryRef = useRef<HTMLElement>(null);
  const successRef = useRef<HTMLElement>(null);
  const sending = formState.isSubmitting;

  const countries = useMemo(() => {
    if (hydrated) return countryOptions(formatLocale);
    const preset = defaultCountry(region);
    return preset
      ? [{ code: preset, name: new Intl.DisplayNames([formatLocale], { type: 'region' }).of(preset) ?? preset }]
      : [];
  }, [hydrated, formatLocale, region]);

  // After a refused submit the summary takes focus once it is shown: react-hook-form publishes the errors
  // after its own invalid callback, so this waits for the render that has them.
  const summaryDue = useRef(false);
  useEffect(() => {
    if (!summaryDue.current || !summaryRef.current) return;
    summaryDue.current = false;
    summaryRef.current.focus();
  });
  const sent = outcome !== null && 'reference' in outcome;
  useEffect(() => {
    if (sent) successRef.current?.focus();
  }, [sent]);

  const fieldId = (name: FieldName) => `${id}-${name}`;
  const errorText = (name: FieldName, key: ErrorKey) => {
    const spec = form.fields[name];
    const earliest = new Intl.DateTimeFormat(formatLocale, { dateStyle: 'long', timeZone: 'UTC' });
    // Lengths go as numbers: the message picks its plural by them and writes them the locale's way.
    return format(locale, text.errors[key], {
      min: spec?.minLength ?? 0,
      max: spec?.maxLength ?? 0,
      earliest: earliest.format(new Date(`${EARLIEST_PURCHASE_DATE}T00:00:00Z`)),
    });
  };

  const registered = (name: FieldName) =>
    register(name, {
      onChange: () => {
        if (getFieldState(name).error) void trigger(name);
      },
    });

  const failed = () => {
    summaryDue.current = true;
    setFailedSubmits((n) => n + 1);
  };
  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      // The API client (axios) loads with the first submit, as the footer's newsletter form does.
      const { supportApi } = await import('@/lib/api-client/client');
      const reply = await supportApi(region).post<unknown>(form.endpoint, {
        ...values,
        recaptcha: await humanToken(siteKey),
      });
      setOutcome(
        isRecord(reply) && typeof reply.reference === 'string' ? { reference: reply.reference } : { failed: null },
      );
    } catch (error) {
      const refused = await refusal(error, form.fields);
      if ('failed' in refused) return setOutcome(refused);
      for (const [name, key] of Object.entries(refused.errors)) setError(name as FieldName, { type: key });
      failed();
    }
  }, failed);

  if (outcome && 'reference' in outcome) {
    // The reference is drawn in bold between the text's two halves.
    const [before, after] = format(locale, text.successBody[kind], { reference: REFERENCE_MARK }).split(REFERENCE_MARK);
    return (
      <section className={styles.success} ref={successRef} tabIndex={-1} aria-labelledby={`${id}-success`}>
        <h2 id={`${id}-success`}>{text.successTitle[kind]}</h2>
        <p>
          {before}
          <strong className={styles.reference}>{outcome.reference}</strong>
          {after}
        </p>
      </section>
    );
  }

  // In the order of the form, whatever order the server listed them in.
  const shownErrors = [...form.sections.flatMap((section) => section.fields), 'consent' as const].flatMap((name) => {
    const key = errorKey(name);
    return key ? [{ name, key }] : [];
  });

  const control = (name: FieldName, spec: FieldSpec, describedBy: string | undefined): ReactNode => {
    const common = {
      id: fieldId(name),
      required: spec.required,
      autoComplete: spec.autoComplete,
      'aria-invalid': errorKey(name) ? true : undefined,
      'aria-describedby': describedBy,
      ...registered(name),
    };
    const preset = defaults[name];
    const defaultValue = typeof preset === 'string' ? preset : undefined;
    switch (spec.control) {
      case 'textarea':
        return <textarea {...common} className={styles.textarea} rows={6} />;
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
          <select {...common} className={styles.input} defaultValue={defaultValue}>
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
    const error = errorKey(name);
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

  const consentError = errorKey('consent');
  return (
    <form
      className={styles.form}
      method="post"
      noValidate
      onSubmit={(event) => (sending ? event.preventDefault() : void submit(event))}
      aria-busy={sending}
    >
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
                  {format(locale, text.summaryItem, { label: text.labels[name], error: errorText(name, key) })}
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
      <ConsentCheckbox
        className={styles.consent}
        id={fieldId('consent')}
        error={consentError && errorText('consent', consentError)}
        input={{ required: true, ...registered('consent') }}
      >
        {text.consentBefore}
        <PolicyLink href={privacy?.href} hrefLang={privacy?.hrefLang} newTab={text.newTab}>
          {text.consentLink}
        </PolicyLink>
        {text.consentAfter}
        <span className={styles.required} aria-hidden="true">
          {' *'}
        </span>
      </ConsentCheckbox>
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
