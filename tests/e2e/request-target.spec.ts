import { expect, test } from '@playwright/test';
import { cnHost, cnOrigin, mainOrigin } from '@showcase/schemas/hosts';
import { settingsFrom } from '@showcase/schemas/settings';
import { onTheSocket, type SocketAnswer } from '../support/wire';

/**
 * The production server (`npm start`: the request guard in front of the page cache and Next,
 * web/cache/request-guard.ts) spoken to over raw sockets, with what no browser sends: a Host that is not a host
 * name, an absolute-form request target. A Host with a path once planted the cn home page at another cn
 * address, and an absolute-form target naming another host had Next redirect there.
 */
test.describe('request targets and Host headers', () => {
  let origin = '';
  let main = '';
  let cn = '';
  /** The origins the server names in its redirects: its own, on the port it runs on (schemas/hosts.ts). */
  let ours: string[] = [];
  test.beforeEach(({ baseURL }) => {
    origin = baseURL ?? 'http://localhost:3210';
    const { port } = new URL(origin);
    main = `localhost:${port}`;
    cn = `${cnHost()}:${port}`;
    const env = settingsFrom({ ...process.env, PORT: port });
    ours = [mainOrigin(env), cnOrigin(env)];
  });

  const get = (target: string, host: string) =>
    onTheSocket(origin, `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);

  /** A Location names a path of the host asked, or one of our origins; never anyone else's. */
  function expectOwnLocation(answer: SocketAnswer, what: string) {
    const location = answer.headers.location;
    if (location === undefined) return;
    const ownPath = /^\/(?![/\\])/.test(location);
    expect(ownPath || ours.some((own) => location.startsWith(`${own}/`)), `${what} → ${location}`).toBe(true);
  }

  test('a Host with a path is refused every time and plants nothing at the address it spells', async () => {
    for (let i = 0; i < 2; i++) {
      const refused = await get('/', `${cn}/flagship-bumblebee`);
      expect(refused.status, refused.raw).toBe(400);
      expect(refused.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(refused.headers['x-content-type-options']).toBe('nosniff');
      expect(refused.headers['x-front-cache']).toBeUndefined();
    }
    // What the router answers there: its trailing-slash redirect, not the cn home page from the page cache.
    const there = await get('/flagship-bumblebee/', cn);
    expect(there.headers['x-front-cache']).toBeUndefined();
    expect(there.status, there.raw).toBe(308);
    expect(there.headers.location).toBe('/flagship-bumblebee');
    const home = await get('/', cn);
    expect(home.status).toBe(200);
    expect(there.body).not.toBe(home.body);
  });

  test('an absolute-form target naming another host is refused and never redirected there', async () => {
    for (const target of [
      'http://evil.example/us',
      'http://evil.example/us/',
      'http://evil.example/',
      'http://evil.example//us',
    ]) {
      const answer = await get(target, main);
      expect(answer.status, `${target}\n${answer.raw}`).toBe(421);
      expect(answer.headers.location, target).toBeUndefined();
      expect(answer.raw, target).not.toMatch(/evil\.example/i);
    }
  });

  test('no Location names a host that is not ours, whatever the Host and the path', async () => {
    const targets = [
      '/',
      '/us/',
      '/cn',
      '/cn/flagship-bumblebee',
      '/flagship-bumblebee',
      '/loginDefault',
      '//evil.example/',
      '//evil.example/us',
      '/\\evil.example/',
      '/\\\\evil.example/',
      '/cn//evil.example',
      '/cn/%2F%2Fevil.example',
      '/http://evil.example/',
      '/%2F%2Fevil.example/',
      '/%5C%5Cevil.example/',
      '/us//evil.example/',
      `http://${main}//evil.example/`,
      `http://${cn}/cn/x`,
    ];
    for (const host of [main, cn, 'evil.example', `evil.example:${new URL(origin).port}`])
      for (const target of targets) {
        const answer = await get(target, host);
        expect(answer.status, `${host} ${target}`).toBeGreaterThan(0);
        expectOwnLocation(answer, `${host} ${target}`);
      }
  });

  test('ordinary requests, in origin form and in absolute form naming our host, still work', async () => {
    const page = await get('/us', main);
    expect(page.status, page.raw).toBe(200);
    expect(page.body).toContain('<html');
    const absolute = await get(`http://${main}/us`, main);
    expect(absolute.status, absolute.raw).toBe(200);
    const home = await get('/', main);
    expect(home.status).toBe(307);
    expect(home.headers.location).toBe('/us');
  });
});
