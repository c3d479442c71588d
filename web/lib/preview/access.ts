/**
 * Who may open "Preview at…": an editor coming from the Studio with the one-hour secret it wrote to the
 * hosted dataset under their login (checked with the site's read token, SANITY_API_READ_TOKEN), or an
 * operator with PREVIEW_SECRET (the embedded backend has no Studio; at least 32 characters, or the server does not
 * start: schemas/settings.ts).
 * Nothing else turns on draft mode. Secrets are guessed per client at most PREVIEW_FAILURES.limit times per
 * window; every call is also under the account calls' per-client limit.
 */
import { settings } from '@showcase/schemas/settings';
import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { validatePreviewUrl } from '@sanity/preview-url-secret';
import type { AccountContext } from '@showcase/accounts/context';
import { AccountError } from '@showcase/accounts/errors';
import { hit, limitClient, refuseWhileBlocked } from '@showcase/accounts/throttle';
import type { Limit } from '@showcase/accounts/throttle-store';
import { isCnHost } from '@showcase/schemas/hosts';
import type { RegionGroup } from '@showcase/schemas/regions';
import { clientIp } from '../account-service/request-facts';
import { accountContext } from '../account-service/service';
import { hostedConfig } from '../content/config';
import { hostedClient } from '../content/hosted';
import { log } from '../telemetry/log';

export type PreviewAccess = 'granted' | 'refused' | 'not-configured';

/** The parameter the Studio's secret travels in (@sanity/preview-url-secret's name). */
export const STUDIO_SECRET_PARAM = 'sanity-preview-secret';

/**
 * Wrong secrets one client may send: the eleventh in 15 minutes blocks it for 15 minutes, whatever it sends
 * meanwhile (a right secret too). Far stricter than the per-minute limit a right one is under.
 */
export const PREVIEW_FAILURES: Limit = { limit: 10, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** How the secret the URL carries is checked, or null when nothing could grant it (not configured). */
function secretCheck(url: URL): (() => Promise<boolean>) | null {
  if (url.searchParams.has(STUDIO_SECRET_PARAM)) {
    const hosted = hostedConfig();
    if (!hosted?.token) return null;
    return async () => {
      try {
        return (await validatePreviewUrl(hostedClient(hosted), url.toString())).isValid;
      } catch (error) {
        // The client's error names the query URL, which carries the secret: only its kind is logged.
        const status = (error as { statusCode?: unknown } | null)?.statusCode;
        log.error(
          `preview: Sanity did not check a Studio secret (${(error as Error)?.name}${status ? ` ${status}` : ''})`,
        );
        throw new AccountError('unavailable');
      }
    };
  }
  const secret = settings().PREVIEW_SECRET;
  if (!secret) return null;
  return async () => same(url.searchParams.get('secret') ?? '', secret);
}

/**
 * Whether this request may open draft mode. Throws AccountError 'tooManyRequests' while its client is over the
 * per-client limit or blocked for wrong secrets, and 'unavailable' when that cannot be counted or checked. The
 * throttles are those of the account group serving the host (cn's on the cn host, else us's): one store, one rule.
 */
export async function previewAccess(
  request: Request,
  url: URL,
  context: (group: RegionGroup) => Promise<AccountContext> = accountContext,
): Promise<PreviewAccess> {
  const check = secretCheck(url);
  if (!check) return 'not-configured';
  let ctx: AccountContext;
  try {
    ctx = await context(isCnHost(request.headers.get('host')) ? 'cn' : 'us');
  } catch {
    throw new AccountError('unavailable');
  }
  const ip = clientIp(request.headers, ctx.config.trustedProxyHops);
  await limitClient(ctx, ip);
  const failures = `preview:${ip}`;
  if (ip) await blocked(() => refuseWhileBlocked(ctx, failures));
  if (await check()) return 'granted';
  if (ip && (await hit(ctx, failures, PREVIEW_FAILURES)) > 0) throw new AccountError('tooManyRequests');
  return 'refused';
}

/** The account service's "too many attempts" is this call's "too many requests" (one 429 code for preview). */
async function blocked(run: () => Promise<void>) {
  try {
    await run();
  } catch (error) {
    if (error instanceof AccountError && error.code === 'tooManyAttempts') throw new AccountError('tooManyRequests');
    throw error;
  }
}
