/**
 * Attacks with request bodies that never arrive whole: an upload cut off halfway (which must not read as a
 * database outage in the log, where an operator's alert would fire), and a body trickled a byte at a time (a
 * slowloris, which must not hold a connection for minutes).
 */
import { readFileSync, statSync } from 'node:fs';
import { type ClientRequest, request } from 'node:http';
import { type Probe, sleep, someClient } from './scan';

/** The fix closes a trickling body at 30 s; the scan allows some slack. */
export const SLOW_BODY_LIMIT_MS = 45_000;
const TRICKLE_EVERY_MS = 2_000;
/** Under the account API's 16 KB, so the server reads the body rather than refusing it by its length. */
const ANNOUNCED_BYTES = 12_000;
/** How long the log is watched after the cut for the line it must not have. */
const LOG_WATCH_MS = 3_000;

/** A POST of an account call with a body of `bytes` announced, nothing of it written yet. */
function openPost(origin: string, bytes: number): ClientRequest {
  const { hostname, port } = new URL(origin);
  return request({
    hostname,
    port,
    method: 'POST',
    path: '/usapi/account/user/login/pwd',
    headers: { 'content-type': 'application/json', 'content-length': String(bytes), 'x-forwarded-for': someClient() },
  });
}

export const abortedUpload: Probe = {
  n: 10,
  name: 'aborted upload',
  async run({ origin, server }) {
    const from = statSync(server.logFile).size;
    const post = openPost(origin, ANNOUNCED_BYTES);
    post.on('error', () => {});
    post.write(`{"email":"cut@example.com","password":"${'x'.repeat(2_000)}`);
    await sleep(300);
    post.destroy();
    const newLines = () => readFileSync(server.logFile).subarray(from).toString('utf8');
    const deadline = Date.now() + LOG_WATCH_MS;
    let unavailable: string | undefined;
    while (!unavailable && Date.now() < deadline) {
      await sleep(100);
      unavailable = newLines()
        .split('\n')
        .find((line) => /unavailable/i.test(line));
    }
    return {
      pass: !unavailable,
      seen: unavailable
        ? `the log says: ${unavailable.trim().slice(0, 160)}`
        : `2 KB of ${ANNOUNCED_BYTES} B sent, then cut: no "unavailable" line in the log within ${LOG_WATCH_MS / 1000} s`,
    };
  },
};

export const slowBody: Probe = {
  n: 12,
  name: 'slow body',
  async run({ origin }) {
    const started = Date.now();
    const post = openPost(origin, 1_000);
    let sent = 0;
    const ended = new Promise<string>((resolve) => {
      post.on('response', (response) => {
        response.resume();
        resolve(`answered ${response.statusCode}`);
      });
      post.on('error', (error: NodeJS.ErrnoException) => resolve(`closed (${error.code ?? error.message})`));
      post.on('close', () => resolve('closed'));
    });
    const trickle = setInterval(() => {
      if (!post.destroyed) post.write('{', () => (sent += 1));
    }, TRICKLE_EVERY_MS);
    const limit = sleep(SLOW_BODY_LIMIT_MS).then(() => null);
    const outcome = await Promise.race([ended, limit]);
    clearInterval(trickle);
    post.destroy();
    const seconds = Math.round((Date.now() - started) / 1000);
    return outcome
      ? { pass: true, seen: `${outcome} after ${seconds} s (${sent} bytes trickled)` }
      : {
          pass: false,
          seen: `still open after ${seconds} s (${sent} bytes trickled, one every ${TRICKLE_EVERY_MS / 1000} s)`,
        };
  },
};
