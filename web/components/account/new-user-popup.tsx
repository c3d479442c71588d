'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { REGION_INFO, type Region } from '@showcase/schemas/regions';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConsentCheckbox, PolicyLink } from '@/components/forms/consent-checkbox';
import styles from '@/components/forms/form.module.css';
import { popupStart } from '@/lib/account-forms/schemas';
import type * as z from '@/lib/account-forms/zod';
import { accountApi } from '@/lib/api-client/client';
import type { PopupText } from '@/lib/i18n/client-text';
import { format } from '@/lib/i18n/format';
import type { Tokens } from '@/lib/session/store';
import { humanToken } from '@/lib/ui/human-token';
import { lockScroll, unlockScroll } from '@/lib/ui/scroll-lock';
import { useCodeSignIn } from './code-sign-in';
import { CodeField, EmailField, FormEnd, failureText } from './form-parts';
import popup from './new-user-popup.module.css';
import { POPUP_DISMISSED_KEY, type PopupProps } from './new-user-popup-props';

type Step = { name: 'start' } | { name: 'code'; email: string; optIn: boolean } | { name: 'done'; credits: number };

/**
 * The US new-user popup (SPEC §2.3, §5, §9): 200 credits for creating an account with just an e-mail. Consent
 * to the privacy policy and terms is required, the weekly e-mails opt-in is not. A modal dialog: focus moves in
 * and is kept there, Escape closes, the page behind does not scroll.
 */
export function NewUserPopup({ region, text, privacyHref, termsHref, siteKey }: PopupProps) {
  const [open, setOpen] = useState(true);
  const [step, setStep] = useState<Step>({ name: 'start' });
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    lockScroll();
    dialog.current?.querySelector<HTMLElement>('input, button')?.focus();
    return () => {
      unlockScroll();
      before?.focus();
    };
  }, [open]);

  const close = useCallback(() => {
    localStorage.setItem(POPUP_DISMISSED_KEY, 'dismissed');
    setOpen(false);
  }, []);

  const trap = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') return close();
    if (event.key !== 'Tab') return;
    const focusable = [
      ...(dialog.current?.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea') ?? []),
    ];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  if (!open) return null;
  return (
    <div className={popup.backdrop}>
      <div
        ref={dialog}
        className={popup.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={trap}
      >
        <button type="button" className={popup.close} aria-label={text.popup.close} onClick={close}>
          ×
        </button>
        {step.name === 'start' && (
          <StartStep
            region={region}
            text={text}
            titleId={titleId}
            privacyHref={privacyHref}
            termsHref={termsHref}
            onSent={(email, optIn) => setStep({ name: 'code', email, optIn })}
            onDecline={close}
          />
        )}
        {step.name === 'code' && (
          <CodeStep
            region={region}
            text={text}
            titleId={titleId}
            email={step.email}
            optIn={step.optIn}
            siteKey={siteKey}
            onDone={(credits) => {
              localStorage.setItem(POPUP_DISMISSED_KEY, 'joined');
              setStep({ name: 'done', credits });
            }}
          />
        )}
        {step.name === 'done' && (
          <>
            <h2 id={titleId} className={popup.title}>
              {text.popup.doneTitle}
            </h2>
            <p role="status">{step.credits > 0 ? text.popup.doneCredits : text.popup.doneExisting}</p>
            <button type="button" className={styles.submit} onClick={close}>
              {text.popup.close}
            </button>
          </>
        )}
      </div>
    </div>
  );
}

function StartStep({
  region,
  text,
  titleId,
  privacyHref,
  termsHref,
  onSent,
  onDecline,
}: {
  region: Region;
  text: PopupText;
  titleId: string;
  privacyHref: string | undefined;
  termsHref: string;
  onSent: (email: string, optIn: boolean) => void;
  onDecline: () => void;
}) {
  const schema = popupStart(text);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', consent: false as unknown as true, optIn: false },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const consentId = useId();
  const optInId = useId();
  const submit = form.handleSubmit(async ({ email, optIn }) => {
    setFailure(null);
    try {
      await accountApi(region).post('mail/send', { email, purpose: 'register' }, { silent: true });
      onSent(email, optIn);
    } catch (error) {
      setFailure(failureText(error, text));
    }
  });
  const { errors, isSubmitting } = form.formState;
  const consentError = errors.consent?.message;
  return (
    <>
      <h2 id={titleId} className={popup.title}>
        {text.popup.title}
      </h2>
      <p>{text.popup.body}</p>
      <form method="post" noValidate onSubmit={submit} aria-busy={isSubmitting}>
        <EmailField text={text} registration={form.register('email')} error={errors.email?.message} />
        <ConsentCheckbox id={consentId} error={consentError} input={form.register('consent')}>
          {text.popup.consentBefore}
          <PolicyLink href={privacyHref}>{text.popup.privacy}</PolicyLink>
          {text.popup.and}
          <PolicyLink href={termsHref}>{text.popup.terms}</PolicyLink>
          {text.popup.consentAfter}
        </ConsentCheckbox>
        <div className={styles.consentRow}>
          <input id={optInId} type="checkbox" className={styles.checkbox} {...form.register('optIn')} />
          <label htmlFor={optInId}>
            {text.popup.optIn} <span className={styles.optional}>({text.fields.optional})</span>
          </label>
        </div>
        <FormEnd failure={failure} busy={isSubmitting} submit={text.popup.submit} className={popup.actions}>
          <button type="button" className={styles.linkButton} onClick={onDecline}>
            {text.popup.noThanks}
          </button>
        </FormEnd>
      </form>
    </>
  );
}

function CodeStep({
  region,
  text,
  titleId,
  email,
  optIn,
  siteKey,
  onDone,
}: {
  region: Region;
  text: PopupText;
  titleId: string;
  email: string;
  optIn: boolean;
  siteKey: string | null;
  onDone: (credits: number) => void;
}) {
  const { form, failure, submit } = useCodeSignIn<Tokens & { credits: number }>(
    region,
    text,
    async () => ({ email, source: 'popup', consent: true, optIn, recaptcha: await humanToken(siteKey) }),
    (reply) => onDone(reply.credits),
  );
  const { errors, isSubmitting } = form.formState;
  return (
    <>
      <h2 id={titleId} className={popup.title}>
        {text.popup.codeTitle}
      </h2>
      <p>{format(REGION_INFO[region].locale, text.popup.codeIntro, { email })}</p>
      <form method="post" noValidate onSubmit={submit} aria-busy={isSubmitting}>
        <CodeField text={text} registration={form.register('code')} error={errors.code?.message} />
        <FormEnd failure={failure} busy={isSubmitting} submit={text.popup.create} className={popup.actions} />
      </form>
    </>
  );
}
