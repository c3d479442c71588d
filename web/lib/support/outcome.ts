/**
 * What a support form's answer from the API means for the shopper, read the same way by the browser's form
 * (send-support-form.ts) and by the form posted without scripts (submit-action.ts).
 */
import { CODES } from '@showcase/schemas/api-codes';
import { type ErrorKey, type FieldMap, type FieldName, isErrorKey, isRecord } from './forms';

/** Field errors by field, each as its key in the form's texts. */
export type SupportErrors = Partial<Record<FieldName, ErrorKey>>;

/** The reference the service gave, the field errors it found, or a failure with its message when it is one to show. */
export type Outcome = { reference: string } | { errors: SupportErrors } | { failed: string | null };

/** Refusals whose message the visitor can act on (too many, try again, mail down); others get the form's own text. */
const TOLD_CODES = new Set<number>([
  CODES.humanCheckFailed,
  CODES.tooManyAttempts,
  CODES.tooManyRequests,
  CODES.mailUnavailable,
]);

/** The outcome of an answer in the API's wrapper; anything else is a failure the form words itself. */
export function outcomeOf(answer: unknown, fields: FieldMap): Outcome {
  if (!isRecord(answer) || typeof answer.code !== 'number') return { failed: null };
  const { code, msg, data } = answer;
  if (code === CODES.success)
    return isRecord(data) && typeof data.reference === 'string' ? { reference: data.reference } : { failed: null };
  if (TOLD_CODES.has(code)) return { failed: typeof msg === 'string' ? msg : null };
  if (code !== CODES.invalidInput || !isRecord(data) || !isRecord(data.errors)) return { failed: null };
  const errors: SupportErrors = {};
  for (const [name, key] of Object.entries(data.errors)) {
    if (Object.hasOwn(fields, name) && isErrorKey(key)) errors[name as FieldName] = key;
  }
  return Object.keys(errors).length > 0 ? { errors } : { failed: null };
}
