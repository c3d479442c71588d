/**
 * A local stand-in for Sanity's query endpoint (GET and POST /v{date}/data/query/{dataset}),
 * answering with groq-js over an NDJSON dataset, so the hosted backend's client can be tested offline.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { evaluate, parse } from 'groq-js';

export interface StandIn {
  url: string;
  requests: string[];
  close: () => Promise<void>;
}

export async function startSanityStandIn(datasetFile: string): Promise<StandIn> {
  const dataset = readFileSync(datasetFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as unknown);
  const requests: string[] = [];
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    requests.push(`${req.method} ${url.pathname}`);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (!/^\/v[\d-]+\/data\/query\/[\w-]+$/.test(url.pathname)) return send(404, { error: 'Not found' });
    let query = url.searchParams.get('query') ?? '';
    const params: Record<string, unknown> = {};
    for (const [key, value] of url.searchParams) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value);
    if (req.method === 'POST') {
      let body = '';
      for await (const chunk of req) body += chunk;
      const parsed = JSON.parse(body) as { query: string; params?: Record<string, unknown> };
      query = parsed.query;
      Object.assign(params, parsed.params ?? {});
    }
    try {
      const started = Date.now();
      const result = await (await evaluate(parse(query), { dataset, params })).get();
      send(200, { query, result, ms: Date.now() - started });
    } catch (error) {
      send(400, { error: { description: error instanceof Error ? error.message : String(error) } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
