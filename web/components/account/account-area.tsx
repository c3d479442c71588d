'use client';

import type { Region } from '@showcase/schemas/regions';
import type { AccountText } from '@/lib/i18n/catalog';
import { AccountCard } from './account-card';
import { useAccount } from './use-account';

/**
 * My Account (SPEC §2.2): the profile (view, edit, save then reload), order history and shipment tracking,
 * account preferences (newsletter) and reward credits. Logged-out visitors go to login with fromPath.
 *
 * The server cannot know the visitor, so the page arrives with the account's layout drawn at once, a
 * placeholder in each value (`AccountCard` without a profile), and the profile fills in the same boxes: the
 * page below does not move when it does.
 */
export function AccountArea({ region, text }: { region: Region; text: AccountText }) {
  const { profile, orders, logout } = useAccount(region);
  return (
    <>
      {!profile && (
        <p role="status" className="visually-hidden">
          {text.account.loading}
        </p>
      )}
      <AccountCard region={region} text={text} profile={profile} orders={orders} onLogout={() => void logout()} />
    </>
  );
}
