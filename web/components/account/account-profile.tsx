'use client';

import type { Profile } from '@showcase/accounts/profile';
import type { Region } from '@showcase/schemas/regions';
import { useState } from 'react';
import { Collapse } from '@/components/client/collapse';
import type { AccountText } from '@/lib/i18n/catalog';
import screen from './account.module.css';
import { accountDate, addressLine } from './account-format';
import { type AccountSectionProps, shownOrPending } from './account-pending';
import { ProfileForm } from './profile-form';

/** The profile: its facts and an Edit button, which swaps them for the edit form. */
export function AccountProfile({ region, text, profile }: AccountSectionProps) {
  const [editing, setEditing] = useState(false);
  return (
    <section className={screen.section} aria-labelledby="profile-heading">
      <h2 id="profile-heading">{text.account.profile}</h2>
      {!editing && (
        <>
          <ProfileFacts region={region} text={text} profile={profile} />
          <button
            type="button"
            className={screen.secondary}
            aria-expanded={false}
            disabled={!profile}
            onClick={() => setEditing(true)}
          >
            {text.account.edit}
          </button>
        </>
      )}
      {/* The edit form opens as a collapsible panel (SPEC §4: height animated, 0.5 s). */}
      <Collapse open={editing}>
        {editing && profile && (
          <ProfileForm region={region} text={text} profile={profile} onClose={() => setEditing(false)} />
        )}
      </Collapse>
    </section>
  );
}

/** The profile's values, each one "not set" when the account has none. */
function ProfileFacts({ region, text, profile }: { region: Region; text: AccountText; profile: Profile | null }) {
  const orNotSet = (value: string | null | undefined) => value || text.account.notSet;
  return (
    <dl className={screen.facts}>
      <dt>{text.fields.email}</dt>
      <dd>{shownOrPending(profile, (p) => p.email)}</dd>
      <dt>{text.account.firstName}</dt>
      <dd>{shownOrPending(profile, (p) => orNotSet(p.firstName))}</dd>
      <dt>{text.account.lastName}</dt>
      <dd>{shownOrPending(profile, (p) => orNotSet(p.lastName))}</dd>
      <dt>{text.account.birthday}</dt>
      <dd>{shownOrPending(profile, (p) => (p.birthday ? accountDate(region, p.birthday) : text.account.notSet))}</dd>
      <dt>{text.account.phone}</dt>
      <dd>{shownOrPending(profile, (p) => orNotSet(p.phone))}</dd>
      <dt>{text.account.address}</dt>
      <dd>
        {shownOrPending(profile, (p) => (p.shippingAddress ? addressLine(p.shippingAddress) : text.account.notSet))}
      </dd>
    </dl>
  );
}
