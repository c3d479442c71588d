'use client';

import type { Profile } from '@showcase/accounts/profile';
import { regionPath } from '@showcase/schemas/regions';
import styles from '@/components/forms/form.module.css';
import { accountApi } from '@/lib/api-client/client';
import { sessionStore } from '@/lib/session/store';
import { showToast } from '@/lib/toast/store';
import screen from './account.module.css';
import type { AccountSectionProps } from './account-pending';

/** The newsletter, saved as soon as it is ticked or unticked, and a way to set a password for an account without. */
export function AccountPreferences({ region, text, profile }: AccountSectionProps) {
  return (
    <section className={screen.section} aria-labelledby="preferences-heading">
      <h2 id="preferences-heading">{text.account.preferences}</h2>
      <label className={`${screen.row} ${screen.check}`}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={profile?.newsletter ?? false}
          disabled={!profile}
          onChange={async (event) => {
            const saved = await accountApi(region).post<Profile>('profile/new', {
              newsletter: event.currentTarget.checked,
            });
            sessionStore(region).getState().setUserInfo(saved);
            showToast(text.account.saved);
          }}
        />
        {text.account.newsletter}
      </label>
      {profile && !profile.hasPassword && (
        <p>
          <a href={regionPath(region, 'login/register')}>{text.account.setPassword}</a>
        </p>
      )}
    </section>
  );
}
