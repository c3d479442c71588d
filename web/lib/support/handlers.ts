/**
 * POST handlers of the registration and RMA forms, shared by /usapi and /euapi: each route file only
 * names its form and its API base.
 */
import { type ApiBase, isRegion, REGION_INFO, type RegionGroup } from '@showcase/schemas/regions';
import type { AccountContext } from '@/lib/accounts/context';
import { newReference } from '@/lib/accounts/reference';
import { accountContext } from '@/lib/accounts/registry';
import { storeSubmission } from '@/lib/accounts/submissions';
import { readJson } from '@/lib/api/body';
import { CODES, failure, guarded, ok } from '@/lib/api/wrapper';
import { serverNow } from '@/lib/clock';
import { FORMS, type FormKind, validateFields } from './forms';

/**
 * The POST handler of a form under an API base; it accepts only regions that base serves. The submission is
 * stored in that region group's account database and mailed to the team.
 */
export function supportHandler(
  kind: FormKind,
  base: ApiBase,
  dependencies: { context: (group: RegionGroup) => Promise<AccountContext> } = { context: accountContext },
): (request: Request) => Promise<Response> {
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
      const ctx = await dependencies.context(REGION_INFO[region].group);
      await storeSubmission(ctx, { kind, reference, region, email: result.value.email ?? '', payload: result.value });
      // The log line carries the reference and no personal data.
      console.info(`support: ${kind} ${reference} accepted (region ${region}, product ${result.value.product})`);
      return ok({ reference });
    });
}
