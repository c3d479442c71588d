'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { REGION_INFO, type Region, regionPath } from '@showcase/schemas/regions';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styles from '@/components/forms/form.module.css';
import { codeRequest } from '@/lib/account-forms/schemas';
import type * as z from '@/lib/account-forms/zod';
import { ApiError, accountApi } from '@/lib/api-client/client';
import type { AccountText } from '@/lib/i18n/catalog';
import { format } from '@/lib/i18n/format';
import screen from './account.module.css';
import { EmailField, FormFailure, failureText, SubmitButton } from './form-parts';
import { PasswordPairForm } from './password-pair';
import { ScreenHeading } from './screen-heading';
import { useCountdown } from './session-actions';
import { VerificationFailed } from './verification-failed';

/**
 * /us/login/reset: Forgot Password → Secure Link Sent (resend after a countdown); opened from the e-mail's link
 * (?token=…): Reset Password → Password Reset, or Verification Unsuccessful when the link is used or expired.
 */
export function ResetFlow({ region, text }: { region: Region; text: AccountText }) {
  const token = useSearchParams().get('token');
  const [state, setState] = useState<'form' | 'done' | 'failed'>('form');
  if (!token) return <ForgotPassword region={region} text={text} />;
  return (
    <div className={screen.card}>
      {state === 'form' && (
        <>
          <ScreenHeading focus={false}>{text.reset.resetTitle}</ScreenHeading>
          <p className={screen.intro}>{text.reset.resetIntro}</p>
          <PasswordPairForm
            text={text}
            submitLabel={text.reset.submit}
            onSubmit={async (password) => {
              try {
                await accountApi(region).post('reset/pwd', { token, password }, { silent: true });
                setState('done');
              } catch (error) {
                if (error instanceof ApiError && error.code === 4009) setState('failed');
                throw error;
              }
            }}
          />
        </>
      )}
      {state === 'done' && (
        <>
          <ScreenHeading>{text.reset.doneTitle}</ScreenHeading>
          <p className={screen.intro}>{text.reset.doneBody}</p>
          <p>
            <a className={styles.submit} href={regionPath(region, 'login')}>
              {text.login.logIn}
            </a>
          </p>
        </>
      )}
      {state === 'failed' && <VerificationFailed region={region} text={text} />}
    </div>
  );
}

function ForgotPassword({ region, text }: { region: Region; text: AccountText }) {
  const { locale } = REGION_INFO[region];
  const schema = codeRequest(text);
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [wait, setWait] = useCountdown();
  const send = async (email: string) => {
    setFailure(null);
    try {
      const { resendAfter } = await accountApi(region).post<{ resendAfter: number }>(
        'forgetpwd/mail/send',
        { email },
        { silent: true },
      );
      setSentTo(email);
      setWait(resendAfter);
    } catch (error) {
      setFailure(failureText(error, text));
    }
  };
  const { errors, isSubmitting } = form.formState;
  if (sentTo)
    return (
      <div className={screen.card}>
        <ScreenHeading>{text.reset.sentTitle}</ScreenHeading>
        <p className={screen.intro}>{format(locale, text.reset.sentBody, { email: sentTo })}</p>
        <FormFailure message={failure} />
        <button
          type="button"
          className={styles.linkButton}
          aria-disabled={wait > 0 || undefined}
          onClick={() => wait <= 0 && void send(sentTo)}
        >
          {wait > 0 ? format(locale, text.reset.resendIn, { n: wait }) : text.reset.resend}
        </button>
      </div>
    );
  return (
    <div className={screen.card}>
      <ScreenHeading focus={false}>{text.reset.forgotTitle}</ScreenHeading>
      <p className={screen.intro}>{text.reset.forgotIntro}</p>
      <form noValidate onSubmit={form.handleSubmit(({ email }) => send(email))} aria-busy={isSubmitting}>
        <EmailField text={text} registration={form.register('email')} error={errors.email?.message} />
        <FormFailure message={failure} />
        <div className={styles.actions}>
          <SubmitButton busy={isSubmitting}>{text.reset.send}</SubmitButton>
        </div>
      </form>
      <p className={screen.aside}>
        <a href={regionPath(region, 'login')}>{text.login.logIn}</a>
      </p>
    </div>
  );
}
