'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { CODES } from '@showcase/schemas/api-codes';
import type { Region } from '@showcase/schemas/regions';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { codeOnly } from '@/lib/account-forms/schemas';
import type * as z from '@/lib/account-forms/zod';
import { ApiError, accountApi } from '@/lib/api-client/client';
import type { FormText } from '@/lib/i18n/client-text';
import type { Tokens } from '@/lib/session/store';
import { failureText } from './form-parts';
import { signedIn } from './session-actions';

/** A failed code call: a wrong code is said on the code field, anything else as the form's failure. */
export function showCodeFailure(
  error: unknown,
  form: { setError: (name: 'code', error: { message: string }) => void },
  text: FormText,
  setFailure: (message: string) => void,
): void {
  if (error instanceof ApiError && error.code === CODES.invalidCode) form.setError('code', { message: error.msg });
  else setFailure(failureText(error, text));
}

/**
 * The code step of creating an account (the register screen and the US popup): the code checked by the shared
 * rule, then `register_or_login` with the step's own fields (`fields`), the session started with the tokens
 * it answers, and `onDone` given the whole reply.
 */
export function useCodeSignIn<Reply extends Tokens>(
  region: Region,
  text: FormText,
  fields: () => Promise<Record<string, unknown>>,
  onDone: (reply: Reply) => void,
) {
  const schema = codeOnly(text);
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { code: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      const reply = await accountApi(region).post<Reply>(
        'register_or_login',
        { ...(await fields()), code },
        { silent: true },
      );
      await signedIn(region, reply);
      onDone(reply);
    } catch (error) {
      showCodeFailure(error, form, text, setFailure);
    }
  });
  return { form, failure, setFailure, submit };
}
