'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { REGION_INFO, type Region, regionPath } from '@showcase/schemas/regions';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styles from '@/components/forms/form.module.css';
import { codeRequest } from '@/lib/account-forms/schemas';
import type * as z from '@/lib/account-forms/zod';
import { accountApi } from '@/lib/api-client/client';
import type { AccountText } from '@/lib/i18n/catalog';
import { format } from '@/lib/i18n/format';
import { humanToken } from '@/lib/ui/human-token';
import screen from './account.module.css';
import { useCodeSignIn } from './code-sign-in';
import { CodeField, EmailField, FormEnd, failureText } from './form-parts';
import { PasswordPairForm } from './password-pair';
import { ScreenHeading } from './screen-heading';
import { useCountdown } from './session-actions';

type Step = { name: 'email' } | { name: 'code'; email: string } | { name: 'password' } | { name: 'done' };

/**
 * /us/login/register: e-mail → a code by e-mail (Email Verification) → Set Password → Account Created.
 * The code proves the address, so the account is created verified; the password comes after.
 */
export function RegisterFlow({ region, text, siteKey }: { region: Region; text: AccountText; siteKey: string | null }) {
  const [step, setStep] = useState<Step>({ name: 'email' });
  return (
    <div className={screen.card}>
      {step.name === 'email' && (
        <EmailStep region={region} text={text} onSent={(email) => setStep({ name: 'code', email })} />
      )}
      {step.name === 'code' && (
        <CodeStep
          region={region}
          text={text}
          email={step.email}
          siteKey={siteKey}
          onDone={() => setStep({ name: 'password' })}
        />
      )}
      {step.name === 'password' && (
        <>
          <ScreenHeading>{text.register.setPasswordTitle}</ScreenHeading>
          <p className={screen.intro}>{text.register.setPasswordIntro}</p>
          <PasswordPairForm
            text={text}
            submitLabel={text.register.savePassword}
            onSubmit={async (password) => {
              await accountApi(region).post('reset/pwd', { password }, { silent: true });
              setStep({ name: 'done' });
            }}
          />
        </>
      )}
      {step.name === 'done' && (
        <>
          <ScreenHeading>{text.register.doneTitle}</ScreenHeading>
          <p className={screen.intro}>{text.register.doneBody}</p>
          <p>
            <a className={styles.submit} href={regionPath(region, 'account')}>
              {text.register.toAccount}
            </a>
          </p>
        </>
      )}
      {step.name === 'email' && (
        <p className={screen.aside}>
          {text.register.haveAccount} <a href={regionPath(region, 'login')}>{text.login.logIn}</a>
        </p>
      )}
    </div>
  );
}

function EmailStep({ region, text, onSent }: { region: Region; text: AccountText; onSent: (email: string) => void }) {
  const schema = codeRequest(text);
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await accountApi(region).post('mail/send', { email, purpose: 'signup' }, { silent: true });
      onSent(email);
    } catch (error) {
      setFailure(failureText(error, text));
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <>
      <ScreenHeading focus={false}>{text.register.title}</ScreenHeading>
      <p className={screen.intro}>{text.register.intro}</p>
      <form method="post" noValidate onSubmit={submit} aria-busy={isSubmitting}>
        <EmailField text={text} registration={form.register('email')} error={errors.email?.message} />
        <FormEnd failure={failure} busy={isSubmitting} submit={text.register.submit} />
      </form>
    </>
  );
}

function CodeStep({
  region,
  text,
  email,
  siteKey,
  onDone,
}: {
  region: Region;
  text: AccountText;
  email: string;
  siteKey: string | null;
  onDone: () => void;
}) {
  const { locale } = REGION_INFO[region];
  const { form, failure, setFailure, submit } = useCodeSignIn(
    region,
    text,
    async () => ({ email, source: 'login', recaptcha: await humanToken(siteKey) }),
    onDone,
  );
  const [wait, setWait] = useCountdown();
  const resend = async () => {
    try {
      const { resendAfter } = await accountApi(region).post<{ resendAfter: number }>(
        'mail/send',
        { email, purpose: 'register' },
        { silent: true },
      );
      setWait(resendAfter);
    } catch (error) {
      setFailure(failureText(error, text));
    }
  };
  const { errors, isSubmitting } = form.formState;
  return (
    <>
      <ScreenHeading>{text.register.verifyTitle}</ScreenHeading>
      <p className={screen.intro}>{format(locale, text.register.verifyIntro, { email })}</p>
      <form method="post" noValidate onSubmit={submit} aria-busy={isSubmitting}>
        <CodeField text={text} registration={form.register('code')} error={errors.code?.message} />
        <FormEnd failure={failure} busy={isSubmitting} submit={text.register.verify} className={screen.row}>
          <button
            type="button"
            className={styles.linkButton}
            aria-disabled={wait > 0 || undefined}
            onClick={() => wait <= 0 && void resend()}
          >
            {wait > 0 ? format(locale, text.login.resendIn, { n: wait }) : text.login.resend}
          </button>
        </FormEnd>
      </form>
    </>
  );
}
