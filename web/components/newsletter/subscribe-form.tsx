'use client';

import { REGION_INFO, type Region } from '@showcase/schemas/regions';
import { type FormEvent, useId, useState } from 'react';
import styles from '@/components/forms/form.module.css';
import { isEmail } from '@/lib/accounts/rules';
import own from './subscribe-form.module.css';

export interface SubscribeTexts {
  placeholder?: string | null;
  button?: string | null;
  invalid?: string | null;
  success?: string | null;
}

/**
 * The footer's newsletter form, in every region, with the region's own invalid and success texts (SPEC §5).
 * Light on purpose (it is on every page): the address is checked with the service's own pattern, and the API
 * client loads only when someone subscribes.
 */
export function SubscribeForm({ region, texts, label }: { region: Region; texts: SubscribeTexts; label: string }) {
  const id = useId();
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'done' } | { kind: 'error'; message: string }>({
    kind: 'idle',
  });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!isEmail(email)) return setState({ kind: 'error', message: texts.invalid ?? '' });
    setState({ kind: 'sending' });
    try {
      const { accountApi } = await import('@/lib/api-client/client');
      // SPEC §7: subscribe/create's errors are not toasted; the form says what went wrong.
      await accountApi(region).post('subscribe/create', { email, consent: true, source: 'footer' }, { silent: true });
      setState({ kind: 'done' });
    } catch (error) {
      const message = error instanceof Error && 'msg' in error ? String((error as { msg: string }).msg) : '';
      setState({ kind: 'error', message: message || texts.invalid || '' });
    }
  };
  const error = state.kind === 'error' ? state.message : null;
  return (
    <form className={own.form} noValidate onSubmit={(event) => void submit(event)} lang={REGION_INFO[region].hreflang}>
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
        <button className={styles.submit} type="submit" aria-disabled={state.kind === 'sending' || undefined}>
          {texts.button}
        </button>
      </div>
      <p id={`${id}-status`} role="status" className={error ? own.error : own.success} data-testid="subscribe-status">
        {error ?? (state.kind === 'done' ? texts.success : '')}
      </p>
    </form>
  );
}
