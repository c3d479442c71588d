import { request } from 'node:http';

/**
 * A request through node:http, for the bytes on the wire (fetch would decompress them) and for the path
 * exactly as written (a URL would resolve `..` before sending).
 */
export function onTheWire(
  origin: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: Headers; body: Buffer }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path, headers, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const head = new Headers();
        for (const [name, value] of Object.entries(response.headers)) head.set(name, String(value));
        resolve({ status: response.statusCode ?? 0, headers: head, body: Buffer.concat(chunks) });
      });
    })
      .on('error', reject)
      .end();
  });
}
