'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/forms/text-field';
import { passwordPair } from '@/lib/account-forms/schemas';
import type * as z from '@/lib/account-forms/zod';
import { ApiError } from '@/lib/api-client/client';
import type { AccountText } from '@/lib/i18n/catalog';
import { FormEnd, failureText } from './form-parts';

/**
 * New password and its confirmation, checked against SPEC §5's rule before it is sent; what the server
 * refuses ("Please use a more complex password format.") shows under the password.
 */
export function PasswordPairForm({
  text,
  submitLabel,
  onSubmit,
}: {
  text: AccountText;
  submitLabel: string;
  onSubmit: (password: string) => Promise<void>;
}) {
  const schema = passwordPair(text);
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await onSubmit(password);
    } catch (error) {
      if (error instanceof ApiError && (error.code === 4011 || error.code === 4012))
        form.setError('password', { message: error.msg });
      else if (!(error instanceof ApiError && error.code === 4009)) setFailure(failureText(error, text));
    }
  });
  const { errors, isSubmitting } = form.formState;
  const reveal = { show: text.fields.showPassword, hide: text.fields.hidePassword };
  return (
    <form method="post" noValidate onSubmit={submit} aria-busy={isSubmitting}>
      <TextField
        label={text.fields.newPassword}
        type="password"
        autoComplete="new-password"
        help={text.errors.passwordRule}
        registration={form.register('password')}
        error={errors.password?.message}
        reveal={reveal}
      />
      <TextField
        label={text.fields.confirmPassword}
        type="password"
        autoComplete="new-password"
        registration={form.register('confirm')}
        error={errors.confirm?.message}
        reveal={reveal}
      />
      <FormEnd failure={failure} busy={isSubmitting} submit={submitLabel} />
    </form>
  );
}
