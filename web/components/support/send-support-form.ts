import { CODES } from '@showcase/schemas/api-codes';
import type { Region } from '@showcase/schemas/regions';
import { type FieldMap, type FieldName, type FormDefinition, isErrorKey, isRecord } from '@/lib/support/forms';
import { humanToken } from '@/lib/ui/human-token';
import type { SupportErrors, SupportValues } from './shared-rules';

/** After a submit: the reference the service gave, or a failure with the server's message when it is one to show. */
export type Outcome = { reference: string } | { failed: string | null };

/** Refusals whose message the visitor can act on (too many, try again, mail down); others get the form's own text. */
const TOLD_CODES = new Set<number>([
  CODES.humanCheckFailed,
  CODES.tooManyAttempts,
  CODES.tooManyRequests,
  CODES.mailUnavailable,
]);

/** What a refused submission means for the form: field errors the server found, or a failure to show. */
async function refusal(
  error: unknown,
  fields: FieldMap,
): Promise<{ errors: SupportErrors } | { failed: string | null }> {
  const { ApiError } = await import('@/lib/api-client/client');
  if (!(error instanceof ApiError)) return { failed: null };
  if (TOLD_CODES.has(error.code)) return { failed: error.msg };
  if (error.code !== CODES.invalidInput || !isRecord(error.data) || !isRecord(error.data.errors))
    return { failed: null };
  const errors: SupportErrors = {};
  for (const [name, key] of Object.entries(error.data.errors)) {
    if (Object.hasOwn(fields, name) && isErrorKey(key)) errors[name as FieldName] = key;
  }
  return Object.keys(errors).length > 0 ? { errors } : { failed: null };
}

/** Posts a checked form to the region's support API: the outcome to show, or the field errors the server found. */
export async function sendSupportForm(
  region: Region,
  form: FormDefinition,
  values: SupportValues,
  siteKey: string | null,
): Promise<Outcome | { errors: SupportErrors }> {
  try {
    // The API client (axios) loads with the first submit, as the footer's newsletter form does.
    const { supportApi } = await import('@/lib/api-client/client');
    const reply = await supportApi(region).post<unknown>(form.endpoint, {
      ...values,
      recaptcha: await humanToken(siteKey),
    });
    return isRecord(reply) && typeof reply.reference === 'string' ? { reference: reply.reference } : { failed: null };
  } catch (error) {
    return refusal(error, form.fields);
  }
}
