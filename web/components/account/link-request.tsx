'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { REGION_INFO, type Region, regionPath } from '@showcase/schemas/regions';
import { useSearchParams } from 'next/navigation';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import styles from '@/components/forms/form.module.css';
import { codeRequest } from '@/lib/account-forms/schemas';
import type * as z from '@/lib/account-forms/zod';
import { accountApi } from '@/lib/api-client/client';
import type { AccountText } from '@/lib/i18n/catalog';
import { format, type Message } from '@/lib/i18n/format';
import screen from './account.module.css';
import { EmailField, FormEnd, FormFailure, failureText } from './form-parts';
import { ScreenHeading } from './screen-heading';
import { useCountdown } from './session-actions';

/** What one kind of link request says: its screen, its button, and the screen once the link is on its way. */
export interface LinkRequestCopy {
  title: string;
  intro: string;
  send: string;
  sentTitle: string;
  /** With the address, {email}. */
  sentBody: Message;
  /** With the seconds left, {n}. */
  resendIn: Message;
  resend: string;
}

/**
 * An e-mailed link asked for by address: a reset link (Forgot Password, forgetpwd/mail/send) or a new verification
 * link (verify/mail/send). Then the link is on its way, and another may be asked for once the countdown the server
 * gives has run out.
 */
export interface LinkRequestProps {
  region: Region;
  text: AccountText;
  call: 'forgetpwd/mail/send' | 'verify/mail/send';
  copy: LinkRequestCopy;
}

/** A screen opened from an e-mailed link (`?token=…`); without a link, the request for one. */
export function ByLinkOrRequest({
  request,
  children,
}: {
  request: LinkRequestProps;
  children: (token: string) => ReactNode;
}) {
  const token = useSearchParams().get('token');
  return token ? children(token) : <LinkRequest {...request} />;
}

export function LinkRequest({ region, text, call, copy }: LinkRequestProps) {
  const { locale } = REGION_INFO[region];
  const schema = codeRequest(text);
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [wait, setWait] = useCountdown();
  const send = async (email: string) => {
    setFailure(null);
    try {
      const { resendAfter } = await accountApi(region).post<{ resendAfter: number }>(call, { email }, { silent: true });
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
        <ScreenHeading>{copy.sentTitle}</ScreenHeading>
        <p className={screen.intro}>{format(locale, copy.sentBody, { email: sentTo })}</p>
        <FormFailure message={failure} />
        <button
          type="button"
          className={styles.linkButton}
          aria-disabled={wait > 0 || undefined}
          onClick={() => wait <= 0 && void send(sentTo)}
        >
          {wait > 0 ? format(locale, copy.resendIn, { n: wait }) : copy.resend}
        </button>
      </div>
    );
  return (
    <div className={screen.card}>
      <ScreenHeading focus={false}>{copy.title}</ScreenHeading>
      <p className={screen.intro}>{copy.intro}</p>
      <form method="post" noValidate onSubmit={form.handleSubmit(({ email }) => send(email))} aria-busy={isSubmitting}>
        <EmailField text={text} registration={form.register('email')} error={errors.email?.message} />
        <FormEnd failure={failure} busy={isSubmitting} submit={copy.send} />
      </form>
      <p className={screen.aside}>
        <a href={regionPath(region, 'login')}>{text.login.logIn}</a>
      </p>
    </div>
  );
}
