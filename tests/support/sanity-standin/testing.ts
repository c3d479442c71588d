/**
 * For the stand-in's own tests: a stand-in seeded with the given documents, and Sanity's HTTP API on it as a
 * client calls it (the editor's token, API version 2025-02-19, dataset `production`).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EDITOR_TOKEN, type StandIn, type StandInDocument, startSanityStandIn } from '../sanity-standin';

export interface Api {
  standIn: StandIn;
  /** A request to `/v2025-02-19<path>`; the body, when given, is sent as JSON. */
  call: (path: string, body?: unknown, method?: string) => Promise<Response>;
  /** POST /data/actions: the status and the JSON answer. */
  actions: (...actions: Record<string, unknown>[]) => Promise<{ status: number; body: ApiBody }>;
  mutate: (...mutations: Record<string, unknown>[]) => Promise<{ status: number; body: ApiBody }>;
  /** GET /data/query through `perspective` (none: raw). */
  query: <T = unknown>(query: string, perspective?: string, params?: Record<string, unknown>) => Promise<T>;
  stored: (id: string) => StandInDocument | undefined;
  close: () => Promise<void>;
}

export interface ApiBody {
  transactionId?: string;
  error?: { type?: string; description: string; items?: { index: number; error: Record<string, unknown> }[] };
  [key: string]: unknown;
}

export async function standInWith(documents: StandInDocument[]): Promise<Api> {
  const dir = mkdtempSync(path.join(tmpdir(), 'standin-test-'));
  const file = path.join(dir, 'data.ndjson');
  writeFileSync(file, documents.map((d) => `${JSON.stringify(d)}\n`).join(''));
  const standIn = await startSanityStandIn(file, { systemFields: true });
  const call = (route: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') =>
    fetch(`${standIn.url}/v2025-02-19${route}`, {
      method,
      headers: { authorization: `Bearer ${EDITOR_TOKEN}`, 'content-type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as ApiBody });
  return {
    standIn,
    call,
    actions: async (...actions) => json(await call('/data/actions/production', { actions })),
    mutate: async (...mutations) => json(await call('/data/mutate/production', { mutations })),
    query: async <T>(query: string, perspective?: string, params: Record<string, unknown> = {}) => {
      const search = new URLSearchParams({ query });
      if (perspective) search.set('perspective', perspective);
      for (const [key, value] of Object.entries(params)) search.set(`$${key}`, JSON.stringify(value));
      const response = await call(`/data/query/production?${search}`);
      const body = (await response.json()) as { result: T; error?: unknown };
      if (!response.ok) throw new Error(`query refused: ${JSON.stringify(body)}`);
      return body.result;
    },
    stored: (id) => standIn.documents().find((d) => d._id === id),
    close: async () => {
      await standIn.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
