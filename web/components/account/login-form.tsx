'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { REGION_INFO, type Region, regionPath } from '@showcase/schemas/regions';
import { useRouter } from 'next/navigation';
import { type FormEvent, useActionState, useState } from 'react';
import { useForm } from 'react-hook-form';
import styles from '@/components/forms/form.module.css';
import { TextField } from '@/components/forms/text-field';
import { loginWithoutScripts } from '@/lib/account-forms/login-action';
import { codeLogin, codeRequest, passwordLogin } from '@/lib/account-forms/schemas';
import type * as z from '@/lib/account-forms/zod';
import { accountApi } from '@/lib/api-client/client';
import type { AccountText } from '@/lib/i18n/catalog';
import { format } from '@/lib/i18n/format';
import type { Tokens } from '@/lib/session/store';
import { humanToken } from '@/lib/ui/human-token';
import screen from './account.module.css';
import { showCodeFailure } from './code-sign-in';
import { CodeField, EmailField, FormEnd, failureText } from './form-parts';
import { destination, signedIn, useCountdown } from './session-actions';
import { useQueryParam } from './use-query-param';

type Mode = 'password' | 'code';

/** /us/login: with a password, or with a code sent by e-mail; then back to fromPath (SPEC §2.2). */
export function LoginForm({ region, text, siteKey }: { region: Region; text: AccountText; siteKey: string | null }) {
  const [mode, setMode] = useState<Mode>('password');
  const fromPath = useQueryParam('fromPath');
  const router = useRouter();
  const done = async (tokens: Tokens) => {
    await signedIn(region, tokens);
    router.push(destination(region, fromPath));
  };
  return (
    <div className={screen.card}>
      <h1 className={screen.title}>{text.login.title}</h1>
      {fromPath && <p className={screen.intro}>{text.login.pleaseLogIn}</p>}
      <fieldset className={screen.tabs}>
        <legend className="visually-hidden">{text.login.title}</legend>
        <div className={screen.tabRow}>
          {(['password', 'code'] as const).map((m) => (
            <button key={m} type="button" className={screen.tab} aria-pressed={mode === m} onClick={() => setMode(m)}>
              {m === 'password' ? text.login.withPassword : text.login.withCode}
            </button>
          ))}
        </div>
      </fieldset>
      {mode === 'password' ? (
        <PasswordLogin region={region} text={text} siteKey={siteKey} onDone={done} />
      ) : (
        <CodeLogin region={region} text={text} onDone={done} />
      )}
      <p className={screen.aside}>
        <a href={regionPath(region, 'login/reset')}>{text.login.forgot}</a>
      </p>
      <p className={screen.aside}>
        {text.login.noAccount} <a href={regionPath(region, 'login/register')}>{text.login.create}</a>
      </p>
    </div>
  );
}

/** Each attempt answers alone: the last one's refusal goes, even when the fields refuse this one. */
const freshAttempt =
  (setFailure: (failure: null) => void, submit: (event: FormEvent) => Promise<void>) => (event: FormEvent) => {
    setFailure(null);
    void submit(event);
  };

interface StepProps {
  region: Region;
  text: AccountText;
  onDone: (tokens: Tokens) => Promise<void>;
}

function PasswordLogin({ region, text, siteKey, onDone }: StepProps & { siteKey: string | null }) {
  const schema = passwordLogin(text);
  // Without scripts the browser posts the form to the page: it answers with the address typed (login-action.ts).
  const [postedEmail, postAction] = useActionState(loginWithoutScripts, null);
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: postedEmail ?? '', password: '' },
  });
  const [failure, setFailure] = useState<string | null>(postedEmail === null ? null : text.login.needsScripts);
  const submit = form.handleSubmit(async (values) => {
    try {
      // login/pwd shows its errors on the form (SPEC §7: not toasted).
      const tokens = await accountApi(region).post<Tokens>(
        'login/pwd',
        { ...values, recaptcha: await humanToken(siteKey) },
        { silent: true },
      );
      await onDone(tokens);
    } catch (error) {
      setFailure(failureText(error, text));
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form action={postAction} noValidate onSubmit={freshAttempt(setFailure, submit)} aria-busy={isSubmitting}>
      <EmailField
        text={text}
        registration={form.register('email')}
        error={errors.email?.message}
        defaultValue={postedEmail ?? undefined}
      />
      <TextField
        label={text.fields.password}
        type="password"
        autoComplete="current-password"
        registration={form.register('password')}
        error={errors.password?.message}
        reveal={{ show: text.fields.showPassword, hide: text.fields.hidePassword }}
      />
      <FormEnd failure={failure} busy={isSubmitting} submit={text.login.submit} />
    </form>
  );
}

function CodeLogin({ region, text, onDone }: StepProps) {
  const { locale } = REGION_INFO[region];
  const schema = codeLogin(text);
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', code: '' },
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [wait, setWait] = useCountdown();
  const send = async () => {
    setFailure(null);
    const email = form.getValues('email');
    const checked = codeRequest(text).safeParse({ email });
    if (!checked.success) {
      form.setError('email', { message: text.errors.invalidEmail });
      return;
    }
    try {
      const { resendAfter } = await accountApi(region).post<{ resendAfter: number }>(
        'mail/send',
        { email: checked.data.email, purpose: 'login' },
        { silent: true },
      );
      setSentTo(checked.data.email);
      setWait(resendAfter);
    } catch (error) {
      setFailure(failureText(error, text));
    }
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await onDone(await accountApi(region).post<Tokens>('login/code', values, { silent: true }));
    } catch (error) {
      showCodeFailure(error, form, text, setFailure);
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form method="post" noValidate onSubmit={freshAttempt(setFailure, submit)} aria-busy={isSubmitting}>
      <EmailField text={text} registration={form.register('email')} error={errors.email?.message} />
      <p>
        <button
          type="button"
          className={styles.linkButton}
          aria-disabled={wait > 0 || undefined}
          onClick={() => wait <= 0 && void send()}
        >
          {sentTo
            ? wait > 0
              ? format(locale, text.login.resendIn, { n: wait })
              : text.login.resend
            : text.login.sendCode}
        </button>
      </p>
      {sentTo && (
        <p role="status" className={screen.intro}>
          {format(locale, text.login.codeSent, { email: sentTo })}
        </p>
      )}
      <CodeField text={text} registration={form.register('code')} error={errors.code?.message} />
      <FormEnd failure={failure} busy={isSubmitting} submit={text.login.submit} />
    </form>
  );
}
