import { CHUNK_RECOVERY_SCRIPT } from '@/lib/ui/chunk-recovery';

export const dynamic = 'force-dynamic';

/**
 * The chunk recovery's logic (lib/ui/chunk-recovery.ts) at an address that no deployment changes, so a page cached
 * before one still finds it. Kept five minutes: a new deployment's version arrives within them.
 */
export function GET() {
  return new Response(CHUNK_RECOVERY_SCRIPT, {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
}
