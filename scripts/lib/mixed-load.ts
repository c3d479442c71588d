/**
 * The mixed traffic of the fault suite's load test and of `npm run bench:memory`: cached pages of
 * three regions and the cn host, the clock route, a 404, newsletter subscriptions (an insert each) and bad
 * API calls, each connection walking the list in order.
 */

import { cnHost } from '@showcase/schemas/hosts';
import type autocannon from 'autocannon';

const json = { 'content-type': 'application/json', 'accept-language': 'en' };

export function mixedRequests(port: number): autocannon.Request[] {
  let n = 0;
  const cn = { host: `${cnHost()}:${port}` };
  return [
    { method: 'GET', path: '/us' },
    { method: 'GET', path: '/us/flagship-bumblebee' },
    {
      method: 'POST',
      path: '/usapi/account/user/subscribe/create',
      headers: json,
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({ email: `load-${process.pid}-${Date.now().toString(36)}-${n++}@example.com` }),
      }),
    },
    { method: 'GET', path: '/fr/where-to-buy' },
    { method: 'GET', path: '/', headers: cn },
    { method: 'GET', path: '/flagship-bumblebee', headers: cn },
    { method: 'GET', path: '/ssr/timestamp' },
    { method: 'GET', path: '/de/no-such-page' },
    { method: 'POST', path: '/euapi/account/user/login/pwd', headers: json, body: '{"email":"nobody"}' },
    { method: 'GET', path: '/jp' },
  ];
}

/** How many of the list's entries answer each status. */
export const MIXED_STATUSES: Readonly<Record<number, number>> = { 200: 8, 404: 1, 400: 1 };
