/**
 * The account service's server entry: the route handlers of /{usapi|euapi|cnapi}/account/user/[...call], every
 * method, one group each. What the browser may share with the service is the field rules (`rules.ts`), the
 * reply codes (`lib/api/codes.ts`), the messages and the types (`import type`); web/client-boundary.test.ts
 * keeps the rest out of client bundles.
 */
import 'server-only';
import { isCnHost } from '@showcase/schemas/hosts';
import type { RegionGroup } from '@showcase/schemas/regions';
import { handleAccountCall, reply } from './http';
import { localeOf, requestRegion } from './request-facts';

type Params = { params: Promise<{ call: string[] }> };

/** Each API base answers on the host of its regions only: /cnapi on the cn host, /usapi and /euapi on the main one. */
const onItsHost = (group: RegionGroup, request: Request) => (group === 'cn') === isCnHost(request.headers.get('host'));

export function accountRoutes(group: RegionGroup) {
  const handler = async (request: Request, { params }: Params) => {
    if (!onItsHost(group, request))
      return reply({ locale: localeOf(request.headers, requestRegion(request.headers, group)) }, 'notFound');
    return handleAccountCall(group, request, (await params).call);
  };
  return { GET: handler, POST: handler, PUT: handler, PATCH: handler, DELETE: handler };
}
