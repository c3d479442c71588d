/**
 * The account service's server entry: the route handlers of /{usapi|euapi|cnapi}/account/user/[...call], every
 * method, one group each. What the browser may share with the service is the field rules (`rules.ts`), the
 * reply codes (`schemas/src/api-codes.ts`), the messages and the types (`import type`); web/client-boundary.test.ts
 * keeps the rest out of client bundles.
 */
import 'server-only';
import { CODES } from '@showcase/schemas/api-codes';
import { servesGroup, servesRegion } from '@showcase/schemas/hosts';
import { REGION_INFO, type Region, type RegionGroup, regionPath } from '@showcase/schemas/regions';
import { after } from 'next/server';
import { MAX_BODY_BYTES, readText } from '../api/body';
import { getRegionSettings } from '../content';
import { asApiCall, postedFromThisHost } from '../http/form-post';
import { regionOf } from '../routing/region';
import { log } from '../telemetry/log';
import { type Dependencies, handleAccountCall, reply } from './http';
import type { NewsletterOutcome } from './newsletter-outcomes';
import { localeOf, requestRegion } from './request-facts';
import { accountContext } from './service';

type Params = { params: Promise<{ call: string[] }> };

/**
 * Whether the region's settings ask for newsletter consent beyond the law, as the footer that shows the form
 * reads them. Content that cannot be read asks nothing more (logged): the law's regions still require consent,
 * and a row stored meanwhile records only the consent actually given.
 */
async function contentAsksConsent(region: Region): Promise<boolean> {
  try {
    return (await getRegionSettings(region)).subscribe?.askConsent === true;
  } catch (error) {
    log.error(`accounts: the ${region} settings could not be read; newsletter consent follows the law alone`, error);
    return false;
  }
}

/** Each API base answers on the host of its regions only: /cnapi on the cn host, /usapi and /euapi on the main one. */
const onItsHost = (group: RegionGroup, request: Request) => servesGroup(request.headers.get('host'), group);

/** "This service does not exist.", wrapped, in the caller's language (the group's own when it names none). */
const noSuchService = (group: RegionGroup, request: Request) =>
  reply({ locale: localeOf(request.headers, requestRegion(request.headers, group)) }, 'notFound');

export function accountRoutes(group: RegionGroup) {
  const handler = async (request: Request, { params }: Params) => {
    if (!onItsHost(group, request)) return noSuchService(group, request);
    return handleAccountCall(group, request, (await params).call, {
      context: accountContext,
      contentAsksConsent,
      afterResponse: after,
    });
  };
  return { GET: handler, POST: handler, PUT: handler, PATCH: handler, DELETE: handler };
}

/**
 * Every other address under an API base (/api, /usapi, /euapi, /cnapi): a caller of an API gets the wrapper's
 * 404, never the site's HTML page. `/api` serves every region; its callers' language falls back to US English.
 */
export function unknownApiRoutes(group: RegionGroup) {
  const handler = (request: Request) => noSuchService(group, request);
  return { GET: handler, POST: handler, PUT: handler, PATCH: handler, DELETE: handler };
}

function outcomeOf(code: number, data: unknown, confirming: boolean): NewsletterOutcome {
  if (code === CODES.success) return confirming ? 'confirmed' : 'sent';
  // A token the service refuses, by its shape or as unknown, used or expired: the link is dead either way.
  if (code === CODES.linkInvalid || (confirming && code === CODES.invalidInput)) return 'expired';
  if (code === CODES.invalidInput)
    return (data as { errors?: Record<string, unknown> } | null)?.errors?.consent ? 'consent' : 'invalid';
  if (code === CODES.tooManyAttempts || code === CODES.tooManyRequests) return 'busy';
  if (code === CODES.mailUnavailable) return 'unavailable';
  return 'failed';
}

/**
 * POST /{region}/newsletter: the footer's form as the browser sends it before the page's script runs, or with
 * none (form-encoded), and the confirmation page's button without scripts (its token in the query). It is
 * subscribe/create (or confirm) itself, run through the same entry (the same rules, limits and answer, in the
 * page's language), and answers with a redirect (303) to the page of its outcome. Cross-site posts are refused:
 * another site's form could otherwise mail confirmation links from its visitors' browsers.
 */
export async function newsletterFormPost(
  request: Request,
  segment: string,
  dependencies: Dependencies = { context: accountContext, contentAsksConsent },
): Promise<Response> {
  const region = regionOf(segment);
  if (!region || !servesRegion(request.headers.get('host'), region)) return new Response(null, { status: 404 });
  if (!postedFromThisHost(request)) return new Response(null, { status: 403 });
  const text = await readText(request, MAX_BODY_BYTES);
  const form = new URLSearchParams(typeof text === 'string' && text !== 'too large' ? text : '');
  // The confirmation page's button posts to the page's own address, the mailed token in its query (proxy.ts).
  const token = new URL(request.url).searchParams.get('token');
  const body =
    token === null
      ? {
          email: form.get('email') ?? '',
          source: 'footer',
          // What the visitor agreed to, no more: consent only where a ticked box sent it.
          ...(form.get('consent') === 'on' ? { consent: true } : {}),
        }
      : { token };
  // In the language of the page the form was on: the answer's, and the confirmation mail's.
  const call = asApiCall(request.url, request.headers, region, body);
  const action = ['subscribe', token === null ? 'create' : 'confirm'];
  const answer = await handleAccountCall(REGION_INFO[region].group, call, action, dependencies);
  const { code, data } = (await answer.json()) as { code: number; data: unknown };
  const location = regionPath(region, `newsletter/${outcomeOf(code, data, token !== null)}`);
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}
