import { CODES } from '@showcase/schemas/api-codes';
import type { Region } from '@showcase/schemas/regions';
import type { FormDefinition } from '@/lib/support/forms';
import { type Outcome, outcomeOf } from '@/lib/support/outcome';
import { humanToken } from '@/lib/ui/human-token';
import type { SupportValues } from './shared-rules';

/** Posts a checked form to the region's support API: the reference, the field errors the server found, or a failure. */
export async function sendSupportForm(
  region: Region,
  form: FormDefinition,
  values: SupportValues,
  siteKey: string | null,
): Promise<Outcome> {
  // The API client (axios) loads with the first submit, as the footer's newsletter form does.
  const { ApiError, supportApi } = await import('@/lib/api-client/client');
  try {
    const data = await supportApi(region).post<unknown>(form.endpoint, {
      ...values,
      recaptcha: await humanToken(siteKey),
    });
    return outcomeOf({ code: CODES.success, msg: '', data }, form.fields);
  } catch (error) {
    return error instanceof ApiError ? outcomeOf(error, form.fields) : { failed: null };
  }
}
