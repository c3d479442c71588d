/** The route handlers of /{usapi|euapi|cnapi}/account/user/[...call]: every method, one group each. */
import type { RegionGroup } from '@showcase/schemas/regions';
import { handleAccountCall } from './http';

type Params = { params: Promise<{ call: string[] }> };

export function accountRoutes(group: RegionGroup) {
  const handler = async (request: Request, { params }: Params) =>
    handleAccountCall(group, request, (await params).call);
  return { GET: handler, POST: handler, PUT: handler, PATCH: handler, DELETE: handler };
}
