import type { FieldErrors, Resolver } from 'react-hook-form';
import { type FieldMap, type FieldName, validateFields } from '@/lib/support/forms';

/** A support form's values as react-hook-form holds them: text for the fields, a boolean for the consent box. */
export type SupportValues = Partial<Record<FieldName, string | boolean>>;

/**
 * The shared field rules (lib/support/forms.ts, which the API route runs too) as react-hook-form's resolver;
 * each error's type is its key in the form's texts.
 */
export function sharedRules(fields: FieldMap): Resolver<SupportValues> {
  return async (values) => {
    const result = validateFields(fields, values);
    if (result.ok) return { values: result.value as SupportValues, errors: {} };
    const errors: FieldErrors<SupportValues> = {};
    for (const [name, key] of Object.entries(result.errors)) errors[name as FieldName] = { type: key as string };
    return { values: {}, errors };
  };
}
