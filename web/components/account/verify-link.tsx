'use client';

import { type Region, regionPath } from '@showcase/schemas/regions';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import styles from '@/components/forms/form.module.css';
import { accountApi } from '@/lib/api-client/client';
import type { AccountText } from '@/lib/i18n/catalog';
import screen from './account.module.css';
import { LinkRequest } from './link-request';
import { ScreenHeading } from './screen-heading';
import { VerificationFailed } from './verification-failed';

/**
 * /us/login/verify?token=…: the e-mail's verification link; it works once. Without a link (where a failed one's
 * "Request a new link" leads), a new verification e-mail is asked for by address.
 */
export function VerifyLink({ region, text }: { region: Region; text: AccountText }) {
  const token = useSearchParams().get('token');
  if (!token)
    return (
      <LinkRequest
        region={region}
        text={text}
        call="verify/mail/send"
        copy={{
          title: text.verify.title,
          intro: text.verify.requestIntro,
          send: text.verify.send,
          sentTitle: text.verify.sentTitle,
          sentBody: text.verify.sentBody,
          resendIn: text.verify.resendIn,
          resend: text.verify.resend,
        }}
      />
    );
  return <VerifyByLink region={region} text={text} token={token} />;
}

function VerifyByLink({ region, text, token }: { region: Region; text: AccountText; token: string }) {
  const [state, setState] = useState<'checking' | 'done' | 'failed'>('checking');
  useEffect(() => {
    accountApi(region)
      .post('mail/verify', { token }, { silent: true })
      .then(
        () => setState('done'),
        () => setState('failed'),
      );
  }, [region, token]);
  return (
    <div className={screen.card} aria-busy={state === 'checking'}>
      {state === 'checking' && <p role="status">{text.verify.checking}</p>}
      {state === 'done' && (
        <>
          <ScreenHeading>{text.verify.doneTitle}</ScreenHeading>
          <p className={screen.intro}>{text.verify.doneBody}</p>
          <p>
            <a className={styles.submit} href={regionPath(region, 'account')}>
              {text.verify.continue}
            </a>
          </p>
        </>
      )}
      {state === 'failed' && <VerificationFailed region={region} text={text} again="login/verify" />}
    </div>
  );
}
