'use client';

import type { Region } from '@showcase/schemas/regions';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { defaultCountry } from '@/lib/support/countries';
import { type ErrorKey, type FieldName, FORMS, type FormKind, isErrorKey } from '@/lib/support/forms';
import type { Outcome } from '@/lib/support/outcome';
import type { PostedForm } from '@/lib/support/submit-action';
import { sendSupportForm } from './send-support-form';
import { type SupportValues, sharedRules } from './shared-rules';

/**
 * A support form's state: its values checked with the shared rules, its errors, and its submission. After a
 * refused submit, the error summary (given `summaryRef`) takes focus. A form the server answered without
 * scripts (`posted`) starts from the shopper's values and the server's errors or outcome.
 */
export function useSupportForm(kind: FormKind, region: Region, siteKey: string | null, posted: PostedForm) {
  const form = FORMS[kind];
  const defaults: SupportValues = {
    country: defaultCountry(region) ?? '',
    ...posted?.values,
    consent: posted?.values.consent === 'on',
  };
  const resolver = useMemo(() => sharedRules(form.fields), [form.fields]);
  // Errors appear on submit; a shown one is checked again as its field is edited, so it goes once the field is right.
  const { register, handleSubmit, setError, trigger, getFieldState, formState } = useForm<SupportValues>({
    resolver,
    defaultValues: defaults,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const postedErrors = posted && 'errors' in posted.outcome ? posted.outcome.errors : {};
  const errorKey = (name: FieldName): ErrorKey | undefined => {
    // The server's errors stand until the form is submitted here; from then on the shared rules' do.
    if (!formState.isSubmitted) return postedErrors[name];
    const type = formState.errors[name]?.type;
    return isErrorKey(type) ? type : undefined;
  };
  const [outcome, setOutcome] = useState<Outcome | null>(
    posted && !('errors' in posted.outcome) ? posted.outcome : null,
  );
  // A refused submit renders again even when its errors are the ones already shown, so the summary takes focus.
  const [, setFailedSubmits] = useState(0);
  const summaryRef = useRef<HTMLElement>(null);

  // After a refused submit the summary takes focus once it is shown: react-hook-form publishes the errors
  // after its own invalid callback, so this waits for the render that has them.
  const summaryDue = useRef(false);
  useEffect(() => {
    if (!summaryDue.current || !summaryRef.current) return;
    summaryDue.current = false;
    summaryRef.current.focus();
  });

  const registered = (name: FieldName) =>
    register(name, {
      onChange: () => {
        if (getFieldState(name).error) void trigger(name);
      },
    });

  const failed = () => {
    summaryDue.current = true;
    setFailedSubmits((n) => n + 1);
  };
  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    const result = await sendSupportForm(region, form, values, siteKey);
    if (!('errors' in result)) return setOutcome(result);
    for (const [name, key] of Object.entries(result.errors)) setError(name as FieldName, { type: key });
    failed();
  }, failed);

  return { form, defaults, errorKey, registered, outcome, submit, sending: formState.isSubmitting, summaryRef };
}
