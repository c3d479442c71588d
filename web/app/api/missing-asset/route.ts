/**
 * Where next.config.ts sends a `/_next/static/...` request that names no file of this build: a short 404 in
 * plain text. Cached a minute at most, since the file may appear with the next deployment.
 */
const MISSING = {
  status: 404,
  headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=60' },
};

export function GET() {
  return new Response('Not found\n', MISSING);
}

export const HEAD = GET;
