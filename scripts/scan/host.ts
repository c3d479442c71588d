/**
 * Attacks through the request line and the Host header, sent as written (tests/support/wire.ts: a URL or fetch
 * would refuse or normalise them): a Host that carries a path, which the front cache (cache/front-cache.ts)
 * would join with the request's path into another page's key, and an absolute-form target naming another host.
 */
import { onTheWire } from '../../tests/support/wire';
import type { Probe } from './scan';

const HIT = (headers: Headers) => headers.get('x-front-cache') === 'HIT';

export const hostPoisoning: Probe = {
  n: 2,
  name: 'host poisoning of the front cache',
  async run({ origin, port }) {
    const cases = [
      // The cn home page under the key of http://cn.localhost:PORT/flagship-bumblebee/ …
      {
        host: `cn.localhost:${port}/flagship-bumblebee`,
        path: '/',
        victim: { host: `cn.localhost:${port}`, path: '/flagship-bumblebee/' },
      },
      // … and the eu home page under the key of http://localhost:PORT/us/eu.
      { host: `localhost:${port}/us`, path: '/eu', victim: { host: `localhost:${port}`, path: '/us/eu' } },
    ];
    const seen: string[] = [];
    let pass = true;
    for (const { host, path, victim } of cases) {
      const odd = [];
      // Twice: the first answer may be a render the cache keeps, the second one it answers from memory.
      for (let i = 0; i < 2; i++) odd.push((await onTheWire(origin, path, { host })).status);
      const after = await onTheWire(origin, victim.path, { host: victim.host });
      const planted = after.status === 200 && HIT(after.headers);
      if (planted || odd.some((status) => status !== 400)) pass = false;
      seen.push(
        `Host ${host} ${path} → ${odd.join(',')}; then ${victim.host}${victim.path} → ${after.status}${HIT(after.headers) ? ' HIT' : ''}${planted ? ' (planted)' : ''}`,
      );
    }
    return { pass, seen: seen.join('; ') };
  },
};

export const absoluteFormTarget: Probe = {
  n: 13,
  name: 'absolute-form target',
  async run({ origin, port }) {
    const targets = [
      'http://evil.example/us',
      'http://evil.example/',
      'http://evil.example/us/',
      'http://evil.example/cn',
    ];
    const seen: string[] = [];
    let pass = true;
    for (const target of targets) {
      const answer = await onTheWire(origin, target, { host: `localhost:${port}` });
      const location = answer.headers.get('location');
      if (location && /evil\.example/i.test(location)) pass = false;
      seen.push(`${target} → ${answer.status}${location ? ` Location ${location}` : ''}`);
    }
    return { pass, seen: seen.join('; ') };
  },
};
