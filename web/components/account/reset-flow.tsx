'use client';

import { type Region, regionPath } from '@showcase/schemas/regions';
import { useEffect, useState } from 'react';
import styles from '@/components/forms/form.module.css';
import { ApiError, accountApi } from '@/lib/api-client/client';
import type { AccountText } from '@/lib/i18n/catalog';
import screen from './account.module.css';
import { ByLinkOrRequest } from './link-request';
import { PasswordPairForm } from './password-pair';
import { ScreenHeading, TabTitle } from './screen-heading';
import { VerificationFailed } from './verification-failed';

/** The service's answer to a link that is unknown, used or expired (docs/ACCOUNTS.md). */
const LINK_INVALID = 4009;

/**
 * /us/login/reset: Forgot Password → Secure Link Sent (resend after a countdown); opened from the e-mail's link
 * (?token=…): the link is checked as the screen opens, then Reset Password → Password Reset, or Verification
 * Unsuccessful when the link is used or expired.
 */
export function ResetFlow({ region, text }: { region: Region; text: AccountText }) {
  const copy = { ...text.reset, title: text.reset.forgotTitle, intro: text.reset.forgotIntro };
  return (
    <ByLinkOrRequest request={{ region, text, call: 'forgetpwd/mail/send', copy }}>
      {(token) => <ResetByLink region={region} text={text} token={token} />}
    </ByLinkOrRequest>
  );
}

function ResetByLink({ region, text, token }: { region: Region; text: AccountText; token: string }) {
  const [state, setState] = useState<'checking' | 'form' | 'done' | 'failed'>('checking');
  useEffect(() => {
    accountApi(region)
      .post('reset/check', { token }, { silent: true })
      .then(
        () => setState('form'),
        // Only the service's own word that the link is dead fails it here; were it unreachable, the form is
        // shown and its submission reports what is wrong.
        (error: unknown) => setState(error instanceof ApiError && error.code === LINK_INVALID ? 'failed' : 'form'),
      );
  }, [region, token]);
  return (
    <div className={screen.card} aria-busy={state === 'checking'}>
      {state === 'checking' && (
        <>
          <TabTitle>{text.reset.resetTitle}</TabTitle>
          <p role="status">{text.reset.checking}</p>
        </>
      )}
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
                // Spent meanwhile (in another tab, say).
                if (error instanceof ApiError && error.code === LINK_INVALID) setState('failed');
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
      {state === 'failed' && <VerificationFailed region={region} text={text} again="login/reset" />}
    </div>
  );
}
