'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { Profile } from '@showcase/accounts/profile';
import type { Region } from '@showcase/schemas/regions';
import { useForm } from 'react-hook-form';
import styles from '@/components/forms/form.module.css';
import { TextField } from '@/components/forms/text-field';
import { accountApi } from '@/lib/api-client/client';
import type { AccountText } from '@/lib/i18n/catalog';
import { sessionStore } from '@/lib/session/store';
import { showToast } from '@/lib/toast/store';
import screen from './account.module.css';
import { type ProfileValues, profileDefaults, profileSchema, profileUpdate } from './profile-form-values';

/** Saving posts the profile, then shows it as the server reloaded it (SPEC §4). */
export function ProfileForm({
  region,
  text,
  profile,
  onClose,
}: {
  region: Region;
  text: AccountText;
  profile: Profile;
  onClose: () => void;
}) {
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema(text)),
    defaultValues: profileDefaults(profile),
  });
  const submit = form.handleSubmit(async (values) => {
    const saved = await accountApi(region).post<Profile>('profile/new', profileUpdate(values));
    sessionStore(region).getState().setUserInfo(saved);
    showToast(text.account.saved);
    onClose();
  });
  const { errors, isSubmitting } = form.formState;
  const field = (name: keyof ProfileValues, label: string, extra: Record<string, string> = {}) => (
    <TextField label={label} registration={form.register(name)} error={errors[name]?.message} {...extra} />
  );
  return (
    <form method="post" noValidate onSubmit={(event) => void submit(event).catch(() => {})} aria-busy={isSubmitting}>
      <div className={screen.grid}>
        {field('firstName', text.account.firstName, { autoComplete: 'given-name' })}
        {field('lastName', text.account.lastName, { autoComplete: 'family-name' })}
        {field('birthday', text.account.birthday, { type: 'date', autoComplete: 'bday' })}
        {field('phone', text.account.phone, { type: 'tel', autoComplete: 'tel' })}
        {field('line1', text.account.line1, { autoComplete: 'address-line1' })}
        {field('city', text.account.city, { autoComplete: 'address-level2' })}
        {field('postalCode', text.account.postalCode, { autoComplete: 'postal-code' })}
        {field('country', text.account.country, { autoComplete: 'country', maxLength: '2' })}
      </div>
      <div className={screen.row}>
        <button className={styles.submit} type="submit" aria-disabled={isSubmitting || undefined}>
          {text.account.save}
        </button>
        <button type="button" className={screen.secondary} onClick={onClose}>
          {text.account.cancel}
        </button>
      </div>
    </form>
  );
}
