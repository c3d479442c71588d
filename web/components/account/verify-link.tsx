'use client';

import type { Verified } from '@showcase/accounts/auth';
import { type Region, regionPath } from '@showcase/schemas/regions';
import { useEffect, useState } from 'react';
import styles from '@/components/forms/form.module.css';
import { accountApi } from '@/lib/api-client/client';
import type { AccountText } from '@/lib/i18n/catalog';
import { sessionStore } from '@/lib/session/store';
import screen from './account.module.css';
import { ByLinkOrRequest } from './link-request';
import { PasswordPairForm } from './password-pair';
import { ScreenHeading } from './screen-heading';
import { signedIn } from './session-actions';
import { VerificationFailed } from './verification-failed';

/**
 * /us/login/verify?token=…: the e-mail's verification link; it works once. Without a link (where a failed one's
 * "Request a new link" leads), a new verification e-mail is asked for by address.
 */
export function VerifyLink({ region, text }: { region: Region; text: AccountText }) {
  const copy = { ...text.verify, intro: text.verify.requestIntro };
  return (
    <ByLinkOrRequest request={{ region, text, call: 'verify/mail/send', copy }}>
      {(token) => <VerifyByLink region={region} text={text} token={token} />}
    </ByLinkOrRequest>
  );
}

/**
 * The link signs in whoever opens it, as a code sign-in does (unless it is opened in a live session of the
 * account, which it keeps): the session is stored like any sign-in's, and when the proof left the account
 * without a password (one set before the address was proven is removed) one can be chosen here at once.
 */
async function afterVerified(region: Region, reply: Verified): Promise<'done' | 'password'> {
  if (!('apptoken' in reply)) return 'done';
  try {
    await signedIn(region, reply);
  } catch {
    // The address is verified and the session stored; the profile loads again on My Account.
    return 'done';
  }
  return sessionStore(region).getState().userInfo?.hasPassword === false ? 'password' : 'done';
}

function VerifyByLink({ region, text, token }: { region: Region; text: AccountText; token: string }) {
  const [state, setState] = useState<'checking' | 'done' | 'password' | 'failed'>('checking');
  useEffect(() => {
    accountApi(region)
      .post<Verified>('mail/verify', { token }, { silent: true })
      .then(
        (reply) => afterVerified(region, reply).then(setState),
        () => setState('failed'),
      );
  }, [region, token]);
  const account = regionPath(region, 'account');
  return (
    <div className={screen.card} aria-busy={state === 'checking'}>
      {state === 'checking' && <p role="status">{text.verify.checking}</p>}
      {(state === 'done' || state === 'password') && (
        <>
          <ScreenHeading>{text.verify.doneTitle}</ScreenHeading>
          <p className={screen.intro}>{text.verify.doneBody}</p>
          {state === 'password' && (
            <>
              <p>{text.register.setPasswordIntro}</p>
              <PasswordPairForm
                text={text}
                submitLabel={text.register.savePassword}
                onSubmit={async (password) => {
                  await accountApi(region).post('reset/pwd', { password }, { silent: true });
                  window.location.assign(account);
                }}
              />
            </>
          )}
          <p>
            <a className={state === 'password' ? undefined : styles.submit} href={account}>
              {text.verify.continue}
            </a>
          </p>
        </>
      )}
      {state === 'failed' && <VerificationFailed region={region} text={text} again="login/verify" />}
    </div>
  );
}
