/**
 * The account service through the app's HTTP entry (handleAccountCall, web/lib/account-service/http.ts) in a
 * vitest test, on the test's own database: every reply must be the {code, msg, data} wrapper. Vitest only (it
 * asserts with vitest's expect). The service's own suites reach the entry through here, never directly: the
 * entry belongs to the app the service is mounted in.
 */
import { settled } from '@showcase/accounts/after-answer';
import type { Region, RegionGroup } from '@showcase/schemas/regions';
import { expect } from 'vitest';
import { handleAccountCall } from '../../web/lib/account-service/http';
import type { TestAccounts } from './accounts';

export interface Reply {
  status: number;
  code: number;
  msg: string;
  data: Record<string, unknown> | null;
}

export type Options = {
  headers?: Record<string, string>;
  raw?: string;
  group?: RegionGroup;
  accounts?: TestAccounts;
  contentAsksConsent?: (region: Region) => Promise<boolean>;
};

/** One request through the entry on `accounts`, answered as it is: for the suites that read the raw answer. */
export const answerOn = (accounts: TestAccounts, request: Request, segments: readonly string[]): Promise<Response> =>
  handleAccountCall(accounts.ctx.group, request, segments, { context: async () => accounts.ctx });

export function serviceApi(accounts: TestAccounts) {
  return async (method: string, call: string, body?: unknown, options: Options = {}): Promise<Reply> => {
    const target = options.accounts ?? accounts;
    const url = new URL(`http://site.test/usapi/account/user/${call}`);
    if (method === 'GET' && body) for (const [k, v] of Object.entries(body)) url.searchParams.set(k, String(v));
    const request = new Request(url, {
      method,
      headers: { 'content-type': 'application/json', 'accept-language': 'en', region: 'us', ...options.headers },
      ...(method === 'GET' ? {} : { body: options.raw ?? JSON.stringify(body ?? {}) }),
    });
    const response = await handleAccountCall(options.group ?? target.ctx.group, request, call.split('/'), {
      context: async () => target.ctx,
      ...(options.contentAsksConsent ? { contentAsksConsent: options.contentAsksConsent } : {}),
    });
    const json = (await response.json()) as Omit<Reply, 'status'>;
    // What the call left for after its answer (the mail of verify/mail/send, forgetpwd/mail/send), started as its
    // body was read, is done before the test reads the mails.
    await settled();
    expect(Object.keys(json).sort()).toEqual(['code', 'data', 'msg']);
    return { status: response.status, ...json };
  };
}
