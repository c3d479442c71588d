/**
 * The calls a Studio makes on load and on the side, answered as Sanity answers them (no 404 for a call the
 * Studio makes), and the presence socket relaying one Studio's presence to another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_TOKEN } from '../sanity-standin';
import { type Api, standInWith } from './testing';

let api: Api;

beforeAll(async () => {
  api = await standInWith([]);
});
afterAll(async () => {
  await api.close();
});

const get = async (path: string) => {
  const response = await fetch(`${api.standIn.url}${path}`, { headers: { authorization: `Bearer ${EDITOR_TOKEN}` } });
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('what the Studio calls on load', () => {
  it.each([
    ['/v2025-02-19/projects/standin/grants', expect.objectContaining({ 'sanity.project': expect.any(Array) })],
    ['/v2025-02-19/projects/standin/user-applications', []],
    ['/v2025-02-19/features', ['contentReleases']],
    ['/v2025-02-19/projects/standin/features', ['contentReleases']],
    ['/v2025-02-19/journey/content-releases', null],
    ['/v2025-02-19/journey/scheduled-drafts', null],
    ['/v2023-12-11/journey/trial?studioVersion=6.16.0', {}],
    ['/v2024-09-19/journey/announcements', []],
    ['/v2025-03-01/ping', 'PONG'],
    ['/v1/help?m=sanity%406.16.0', { resources: {} }],
    ['/v2025-02-19/schedules/standin/production?limit=1', { schedules: [] }],
    ['/v2025-02-19/access/requests/me', []],
    ['/v2025-02-19/users/pStandInEditor', [expect.objectContaining({ id: 'pStandInEditor' })]],
    [
      '/vX/projects/standin/new-content-release-allowed',
      { data: expect.objectContaining({ datasetReleaseLimit: 100 }) },
    ],
    ['/v2025-02-19/check/cors', { result: { allowed: true, withCredentials: true } }],
    ['/v2025-02-19/subscriptions/project/standin', expect.objectContaining({ featureTypes: expect.any(Object) })],
    ['/v2025-06-27/datasets', [{ name: 'production', aclMode: 'public' }]],
    ['/v2025-02-19/projects/standin/datasets?datasetProfile=comments&addonFor=production', []],
    ['/v2025-02-19/data/ping/production', { message: 'PONG' }],
  ])('%s', async (path, expected) => {
    const { status, body } = await get(path);
    expect(status).toBe(200);
    expect(body).toEqual(expected);
  });

  it('still answers 404 for what Sanity has no answer to', async () => {
    expect((await get('/v2025-02-19/no/such/endpoint')).status).toBe(404);
  });
});

describe('presence socket', () => {
  /** A Studio's bifur connection: JSON-RPC calls, and the messages it receives. */
  async function connect() {
    const socket = new WebSocket(`${api.standIn.url.replace('http', 'ws')}/v2022-06-30/socket/production`);
    const received: { id?: string; method?: string; result?: unknown; params?: { result: unknown } }[] = [];
    socket.addEventListener('message', (event) => received.push(JSON.parse(String(event.data))));
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve);
      socket.addEventListener('error', reject);
    });
    let next = 0;
    const call = async (method: string, params: Record<string, unknown> = {}) => {
      const id = `r${++next}`;
      socket.send(JSON.stringify({ jsonrpc: '2.0', method, params: { ...params, apiVersion: 'v1' }, id }));
      await expect.poll(() => received.some((m) => m.id === id)).toBe(true);
      return received.find((m) => m.id === id)?.result;
    };
    return { socket, received, call };
  }

  it('relays one Studio’s announcement to the other, who the editor is included', async () => {
    const [one, two] = [await connect(), await connect()];
    for (const studio of [one, two]) {
      expect(await studio.call('authorization', { authorization: `Bearer ${EDITOR_TOKEN}` })).toBe(true);
      expect(await studio.call('presence_subscribe')).toEqual(expect.any(String));
    }
    const locations = [{ type: 'document', documentId: 'product-a', path: ['price'], lastActiveAt: 'now' }];
    await one.call('presence_announce', { data: { sessionId: 's1', locations } });
    await expect
      .poll(() => two.received.find((m) => m.method === 'presence_subscription')?.params?.result)
      .toEqual({ type: 'state', i: 'pStandInEditor', m: { sessionId: 's1', locations } });
    expect(one.received.some((m) => m.method === 'presence_subscription')).toBe(false);
    one.socket.close();
    two.socket.close();
  });
});
