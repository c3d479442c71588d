/**
 * No visitor's URL in a stored page, through `npm start` and its front cache (tests/support/stored-page-property.ts
 * says what is asked; the other serving paths run it in serving-paths.spec.ts and tests/faults/topology.spec.ts,
 * and controlled-clock.spec.ts passes a page's window on the real clock).
 */
import { expect, test } from '@playwright/test';
import { markersKept } from '../support/stored-page-property';

test('a marker in the query of the request that renders a page never reaches a later plain request', async ({
  request,
}) => {
  // Two renders and six reads per page, a few at a time, on a machine that may be busy.
  test.setTimeout(300_000);
  expect(await markersKept(request, `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`)).toEqual([]);
});
