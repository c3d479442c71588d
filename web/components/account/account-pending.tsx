import type { Profile } from '@showcase/accounts/profile';
import type { Region } from '@showcase/schemas/regions';
import type { ReactNode } from 'react';
import type { AccountText } from '@/lib/i18n/catalog';
import screen from './account.module.css';

/** One line's room, drawn as a bar: where a value of the profile will stand once it is known. */
export function Pending() {
  return <span className={screen.pending} />;
}

/** A value of the profile, or its placeholder while the profile is not yet known. */
export const shownOrPending = (profile: Profile | null, value: (p: Profile) => ReactNode) =>
  profile ? value(profile) : <Pending />;

/** What each section of the account is drawn from: the profile is null until the visitor is known. */
export interface AccountSectionProps {
  region: Region;
  text: AccountText;
  profile: Profile | null;
}
