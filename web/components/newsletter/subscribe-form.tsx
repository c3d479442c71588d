'use client';

import { isEmail } from '@showcase/accounts/rules';
import { REGION_INFO, type Region, regionPath } from '@showcase/schemas/regions';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ConsentCheckbox, PolicyLink } from '@/components/forms/consent-checkbox';
import styles from '@/components/forms/form.module.css';
import own from './subscribe-form.module.css';

export interface SubscribeTexts {
  placeholder?: string | null;
  button?: string | null;
  invalid?: string | null;
  success?: string | null;
}

/** The consent box of a region that asks for it: its label around the privacy policy's link, and its error. */
export interface ConsentText {
  before: string;
  link: string;
  after: string;
  /** Shown at the box when the form is sent without it ticked. */
  required: string;
  /** Where the privacy policy is (lib/routing/privacy-link.ts); the link's words stay, unlinked, where none is. */
  privacy: string | null;
  newTab: string;
}

/**
 * The footer's newsletter form, in every region, with the region's own invalid and success texts (SPEC §5).
 * Where consent is required (`consent`), a tick box linked to the privacy policy must be ticked before anything
 * is sent; elsewhere the form claims no consent. Light on purpose (it is on every page): the address is checked
 * with the service's own pattern, and the API client loads only when someone subscribes.
 */
export function SubscribeForm({
  region,
  texts,
  label,
  sending,
  consent,
}: {
  region: Region;
  texts: SubscribeTexts;
  label: string;
  /** The button's words while the request is out ("Subscribing…"), so a slow connection shows it is working. */
  sending: string;
  consent: ConsentText | null;
}) {
  const id = useId();
  const consentId = `${id}-consent`;
  const consentBox = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'done' } | { kind: 'error'; message: string }>({
    kind: 'idle',
  });
  const [consentMissing, setConsentMissing] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const missing = consent !== null && form.get('consent') !== 'on';
    setConsentMissing(missing);
    if (!isEmail(email)) return setState({ kind: 'error', message: texts.invalid ?? '' });
    if (missing) {
      setState({ kind: 'idle' });
      // Its error is tied to the box: focus there reads both.
      consentBox.current?.focus();
      return;
    }
    setState({ kind: 'sending' });
    try {
      const { accountApi } = await import('@/lib/api-client/client');
      // What the visitor agreed to, no more: consent only where the box was there to tick.
      const body = consent ? { email, consent: true, source: 'footer' } : { email, source: 'footer' };
      // SPEC §7: subscribe/create's errors are not toasted; the form says what went wrong.
      await accountApi(region).post('subscribe/create', body, { silent: true });
      setState({ kind: 'done' });
    } catch (error) {
      const message = error instanceof Error && 'msg' in error ? String((error as { msg: string }).msg) : '';
      setState({ kind: 'error', message: message || texts.invalid || '' });
    }
  };
  const error = state.kind === 'error' ? state.message : null;
  return (
    // Posted to the newsletter's own route before the page's script runs (or without it): the address never goes
    // into a URL, and the route answers with the outcome's page (app/[region]/newsletter/route.ts).
    <form
      className={own.form}
      method="post"
      action={regionPath(region, 'newsletter')}
      noValidate
      onSubmit={(event) => void submit(event)}
      lang={REGION_INFO[region].hreflang}
    >
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <div className={own.row}>
        <input
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          className={styles.input}
          placeholder={texts.placeholder ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-status`}
        />
        {consent && (
          <ConsentCheckbox
            id={consentId}
            className={own.consent}
            error={consentMissing ? consent.required : null}
            input={{
              name: 'consent',
              ref: consentBox,
              required: true,
              onChange: (event) => event.currentTarget.checked && setConsentMissing(false),
            }}
          >
            {consent.before}
            <PolicyLink href={consent.privacy} newTab={consent.newTab}>
              {consent.link}
            </PolicyLink>
            {consent.after}
          </ConsentCheckbox>
        )}
        <button className={styles.submit} type="submit" aria-disabled={state.kind === 'sending' || undefined}>
          {state.kind === 'sending' ? sending : texts.button}
        </button>
      </div>
      <p id={`${id}-status`} role="status" className={error ? own.error : own.success} data-testid="subscribe-status">
        {error ?? (state.kind === 'done' ? texts.success : '')}
      </p>
    </form>
  );
}
