/**
 * What every probe of the scan gets: the server under attack, its mailbox, the secrets it was started with,
 * and the account API as a client calls it. Each probe answers pass or fail with one line of what it saw.
 */
import { randomBytes } from 'node:crypto';
import { type AccountReply, accountCall } from '../../tests/support/account-api';
import type { NextServer } from '../lib/next-server';
import type { Mail, Mailbox } from './mail';

export interface Outcome {
  pass: boolean;
  /** One line: what the server did. */
  seen: string;
  details?: Record<string, unknown>;
}

export interface Scan {
  server: NextServer;
  port: number;
  origin: string;
  mail: Mailbox;
  previewSecret: string;
  webhookSecret: string;
  /** A fresh address of the scan's own domain, named for what it is for. */
  address: (what: string) => string;
  /**
   * An account call under /usapi (region us). The server trusts one proxy (TRUSTED_PROXY_HOPS=1), so the client
   * is the X-Forwarded-For entry: each call comes from an address of its own, as from an attacker with many,
   * unless `client` names one. Per-address limits must hold whatever the client address.
   */
  call: (name: string, body?: unknown, headers?: Record<string, string>, client?: string) => Promise<AccountReply>;
}

export interface Probe {
  n: number;
  name: string;
  run: (scan: Scan) => Promise<Outcome>;
}

/** A client address (10/8) that no other call of the run is likely to share. */
export const someClient = () => `10.${randomBytes(3).join('.')}`;

export function scanFor(
  server: NextServer,
  port: number,
  mail: Mailbox,
  secrets: { preview: string; webhook: string },
): Scan {
  const run = Date.now().toString(36);
  let addresses = 0;
  return {
    server,
    port,
    origin: server.origin,
    mail,
    previewSecret: secrets.preview,
    webhookSecret: secrets.webhook,
    address: (what) => {
      addresses += 1;
      return `scan-${run}-${addresses}-${what}@example.com`;
    },
    call: (name, body, headers = {}, client = someClient()) =>
      accountCall(server.origin, name, body, { 'x-forwarded-for': client, ...headers }),
  };
}

/** How a reply is quoted in a result line: code/HTTP status, as "4008/400". */
export const said = (reply: Pick<AccountReply, 'code' | 'status'>) => `${reply.code}/${reply.status}`;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What sign-ins answer. */
export interface Tokens {
  user_id: string;
  apptoken: string;
  reftoken: string;
}

/** The token of a mail's link (verification, reset). */
export const linkToken = (mail: Mail | null) => {
  const link = mail?.links.find((l) => l.includes('token='));
  return link ? new URL(link).searchParams.get('token') : null;
};
