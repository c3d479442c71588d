'use client';

import { type Region, regionPath } from '@showcase/schemas/regions';
import { sessionStore } from '@/lib/session/store';
import styles from './account-link.module.css';

/**
 * The shopper's way into their account from the site's chrome: "Log In" to the login screen, or, when the session
 * store holds a token, "My Account" to the account page.
 *
 * The header and footer are cached for every visitor, so the server writes "Log In" (a plain link that works
 * without scripts) and the browser swaps it once the page has hydrated: the store's first render is its server
 * snapshot (no token), so hydration matches. Both labels take one cell, the other invisible and out of the
 * link's name, so the link is the same box either way. Only the session store comes with it: no forms.
 */
export function AccountLink({
  region,
  logIn,
  myAccount,
  icon = false,
  className,
}: {
  region: Region;
  logIn: string;
  myAccount: string;
  /** The header's person glyph; where room is short it stands alone, the label left to assistive technology. */
  icon?: boolean;
  className?: string;
}) {
  const signedIn = sessionStore(region)((state) => Boolean(state.apptoken));
  return (
    <a
      className={[styles.link, icon && styles.withIcon, className].filter(Boolean).join(' ')}
      href={regionPath(region, signedIn ? 'account' : 'login')}
      data-testid="account-link"
    >
      {icon && (
        <svg className={styles.icon} aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" />
        </svg>
      )}
      <span className={styles.labels}>
        <span className={signedIn ? styles.reserved : undefined}>{logIn}</span>
        <span className={signedIn ? undefined : styles.reserved}>{myAccount}</span>
      </span>
    </a>
  );
}
