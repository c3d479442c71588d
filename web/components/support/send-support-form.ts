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
  try {
    // The API client (axios) loads with the first submit, as the footer's newsletter form does.
    const { supportApi } = await import('@/lib/api-client/client');
    const data = await supportApi(region).post<unknown>(form.endpoint, {
      ...values,
      recaptcha: await humanToken(siteKey),
    });
    return outcomeOf({ code: CODES.success, msg: '', data }, form.fields);
  } catch (error) {
    // The client's ApiError carries the wrapper's code, msg and data; anything else (no network, the client's own
    // code not loading) has no numeric code, and is the form's own failure.
    return outcomeOf(error, form.fields);
  }
}
