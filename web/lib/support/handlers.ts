/**
 * POST handlers of the support forms (registration, RMA, contact), shared by /usapi and /euapi: each route file only
 * names its form and its API base.
 */
import type { AccountContext } from '@showcase/accounts/context';
import { AccountError } from '@showcase/accounts/errors';
import { checkHuman } from '@showcase/accounts/human-check';
import { requireMail } from '@showcase/accounts/mail/mailer';
import { newReference } from '@showcase/accounts/reference';
import { storeSubmission } from '@showcase/accounts/submissions';
import { claimSlot, limitClient } from '@showcase/accounts/throttle';
import { type ApiBase, isRegion, REGION_INFO, type RegionGroup } from '@showcase/schemas/regions';
import { reply } from '@/lib/account-service/http';
import { clientIp } from '@/lib/account-service/request-facts';
import { accountContext } from '@/lib/account-service/service';
import { readJson } from '@/lib/api/body';
import { CODES, failure, guarded, ok } from '@/lib/api/wrapper';
import { serverNow } from '@/lib/stage/clock';
import { log } from '../telemetry/log';
import { FORMS, type FormKind, isRecord, validateFields } from './forms';

/** The human-check token the page adds beside the form's fields (reCAPTCHA v3, as on the account calls). */
function splitToken(value: unknown): { fields: unknown; recaptcha: string | undefined } | null {
  if (!isRecord(value) || !('recaptcha' in value)) return { fields: value, recaptcha: undefined };
  const { recaptcha, ...fields } = value;
  if (recaptcha !== undefined && (typeof recaptcha !== 'string' || recaptcha.length > 4096)) return null;
  return { fields, recaptcha };
}

/**
 * The POST handler of a form under an API base; it accepts only regions that base serves. A submission passes
 * the same limits as the account calls (the per-client limit, the human check, one per address per resend
 * interval), then is stored in that region group's account database and mailed to the team.
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
      const { locale, group } = REGION_INFO[region];
      const body = await readJson(request);
      if (!body.ok) return failure(body.tooLarge ? CODES.payloadTooLarge : CODES.invalidInput, body.msg);
      const split = splitToken(body.value);
      if (!split) return failure(CODES.invalidInput, 'Invalid input', { errors: { recaptcha: 'invalid' } });
      const result = validateFields(form.fields, split.fields, serverNow());
      if (!result.ok) return failure(CODES.invalidInput, 'Invalid input', { errors: result.errors });
      const email = result.value.email ?? '';
      const ctx = await dependencies.context(group);
      try {
        const ip = clientIp(request.headers, ctx.config.trustedProxyHops);
        await limitClient(ctx, ip);
        requireMail(ctx.mailer);
        await checkHuman(ctx, split.recaptcha, ip);
        await claimSlot(ctx, `form:${kind}:${email.toLowerCase()}`, ctx.config.resendSeconds);
      } catch (error) {
        if (error instanceof AccountError) return reply({ locale }, error.code, error.values, error.data);
        throw error;
      }
      const reference = newReference(form.referencePrefix);
      await storeSubmission(ctx, { kind, reference, region, email, payload: result.value });
      // The log line carries the reference and no personal data.
      log.info(`support: ${kind} ${reference} accepted (region ${region}, product ${result.value.product})`);
      return ok({ reference });
    });
}
