/**
 * POST handlers of the registration and RMA forms, shared by /usapi and /euapi: each route file only
 * names its form and its API base.
 */
import { type ApiBase, isRegion, REGION_INFO } from '@showcase/schemas/regions';
import { CODES, failure, guarded, ok } from '@/lib/api/wrapper';
import { serverNow } from '@/lib/clock';
import { readJson } from '@/lib/api/body';
import { newReference } from '@/lib/accounts/reference';
import { FORMS, type FormKind, validateFields } from './forms';

/** The POST handler of a form under an API base; it accepts only regions that base serves. */
export function supportHandler(kind: FormKind, base: ApiBase): (request: Request) => Promise<Response> {
  const form = FORMS[kind];
  return (request) =>
    guarded(async () => {
      const region = request.headers.get('region')?.trim().toLowerCase();
      if (!isRegion(region) || REGION_INFO[region].apiBase !== base) {
        return failure(CODES.invalidInput, `The region header must name a region served by ${base}`);
      }
      const body = await readJson(request);
      if (!body.ok) return failure(CODES.invalidInput, body.msg);
      const result = validateFields(form.fields, body.value, serverNow());
      if (!result.ok) return failure(CODES.invalidInput, 'Invalid input', { errors: result.errors });
      const reference = newReference(form.referencePrefix);
      // Not stored yet: submissions will be kept by the account service once it exists. Until then the log
      // line is the only trace, so it carries the reference and no personal data.
      console.info(`support: ${kind} ${reference} accepted (region ${region}, product ${result.value.product})`);
      return ok({ reference });
    });
}
