'use client';

import { CODES } from '@showcase/schemas/api-codes';
import { type Region, regionPath } from '@showcase/schemas/regions';
import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import screen from '@/components/account/account.module.css';
import { ScreenHeading } from '@/components/account/screen-heading';
import styles from '@/components/forms/form.module.css';
import { ApiError, accountApi } from '@/lib/api-client/client';
import type { AccountText } from '@/lib/i18n/catalog';

type State = { kind: 'checking' | 'done' | 'dead' } | { kind: 'error'; message: string };

/** Only the service's "invalid or used" is a dead link; a network failure or an outage is not the link's fault. */
function failure(error: unknown): State {
  if (!(error instanceof ApiError)) return { kind: 'error', message: '' };
  return error.code === CODES.linkInvalid ? { kind: 'dead' } : { kind: 'error', message: error.msg };
}

/**
 * /{region}/newsletter/confirm?token=…: the newsletter's mailed link. Opening the page confirms nothing (mail
 * scanners fetch links); the page posts the token as it loads, and the link works once. A link that is unknown,
 * used or expired says so; any other failure (the service away, too many requests) leaves it usable: try again.
 * Without scripts the page's button posts the token instead (app/[region]/newsletter/confirm).
 */
export function ConfirmSubscription({
  region,
  text,
  retry,
}: {
  region: Region;
  text: AccountText['newsletter'];
  retry: string;
}) {
  const token = useSearchParams().get('token');
  const [state, setState] = useState<State>({ kind: token ? 'checking' : 'dead' });
  const confirm = useCallback(() => {
    if (!token) return;
    setState({ kind: 'checking' });
    accountApi(region)
      .post('subscribe/confirm', { token }, { silent: true })
      .then(
        () => setState({ kind: 'done' }),
        (error: unknown) => setState(failure(error)),
      );
  }, [region, token]);
  // Once per page, even where React runs an effect twice (development): a second post would find the link spent.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    confirm();
  }, [confirm]);
  return (
    <div className={screen.card} aria-busy={state.kind === 'checking'} data-testid="newsletter-confirm">
      {state.kind === 'checking' && <p role="status">{text.confirming}</p>}
      {state.kind === 'done' && (
        <>
          <ScreenHeading>{text.confirmedTitle}</ScreenHeading>
          <p className={screen.intro}>{text.confirmedBody}</p>
        </>
      )}
      {state.kind === 'dead' && (
        <>
          <ScreenHeading>{text.failedTitle}</ScreenHeading>
          <p className={screen.intro}>{text.failedBody}</p>
        </>
      )}
      {state.kind === 'error' && (
        <>
          <ScreenHeading>{text.problemTitle}</ScreenHeading>
          {state.message && <p className={screen.intro}>{state.message}</p>}
          <p>
            <button type="button" className={styles.submit} onClick={confirm}>
              {retry}
            </button>
          </p>
        </>
      )}
      {state.kind !== 'checking' && (
        <p>
          <a href={regionPath(region)}>{text.home}</a>
        </p>
      )}
    </div>
  );
}
