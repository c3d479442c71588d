'use client';

import type { Profile } from '@showcase/accounts/profile';
import { type Region, regionPath } from '@showcase/schemas/regions';
import { useEffect, useState } from 'react';
import { accountApi } from '@/lib/api-client/client';
import { returnPath } from '@/lib/routing/links';
import { sessionStore, type Tokens } from '@/lib/session/store';

/** SPEC §4: once login, register or sign-in answers tokens, the profile is fetched at once. */
export async function signedIn(region: Region, tokens: Tokens): Promise<void> {
  const session = sessionStore(region).getState();
  session.signIn(tokens);
  session.setUserInfo(await accountApi(region).get<Profile>('profile/new'));
}

/** Where to go after logging in: fromPath when it is a page of this site (`returnPath`), else My Account. */
export function destination(region: Region, fromPath: string | null, origin = window.location.origin): string {
  return returnPath(fromPath, origin) ?? regionPath(region, 'account');
}

/** Seconds left before something may be asked again (the resend countdown). */
export function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}
