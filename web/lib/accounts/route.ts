/**
 * The account service's server entry: the route handlers of /{usapi|euapi|cnapi}/account/user/[...call], every
 * method, one group each. What the browser may share with the service is the field rules (`rules.ts`), the
 * reply codes (`lib/api/codes.ts`), the messages and the types (`import type`); web/client-boundary.test.ts
 * keeps the rest out of client bundles.
 */
import 'server-only';
import { isCnHost } from '@showcase/schemas/hosts';
import type { Region, RegionGroup } from '@showcase/schemas/regions';
import { getRegionSettings } from '../content';
import { handleAccountCall, reply } from './http';
import { accountContext } from './registry';
import { localeOf, requestRegion } from './request-facts';

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
    console.error(
      `accounts: the ${region} settings could not be read; newsletter consent follows the law alone`,
      error,
    );
    return false;
  }
}

/** Each API base answers on the host of its regions only: /cnapi on the cn host, /usapi and /euapi on the main one. */
const onItsHost = (group: RegionGroup, request: Request) => (group === 'cn') === isCnHost(request.headers.get('host'));

/** "This service does not exist.", wrapped, in the caller's language (the group's own when it names none). */
const noSuchService = (group: RegionGroup, request: Request) =>
  reply({ locale: localeOf(request.headers, requestRegion(request.headers, group)) }, 'notFound');

export function accountRoutes(group: RegionGroup) {
  const handler = async (request: Request, { params }: Params) => {
    if (!onItsHost(group, request)) return noSuchService(group, request);
    return handleAccountCall(group, request, (await params).call, { context: accountContext, contentAsksConsent });
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
