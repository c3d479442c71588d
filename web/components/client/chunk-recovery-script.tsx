'use client';

import { CHUNK_RECOVERY_SCRIPT } from '@/lib/ui/chunk-recovery';

/**
 * The chunk-recovery script in the page's head (lib/ui/chunk-recovery). A client component only so that its
 * text reaches the browser once in the layout's cached JavaScript, not a second time in every page's flight
 * data; the server renders the same element into the HTML, where it runs before any chunk.
 */
export function ChunkRecoveryScript() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, named by hash in every policy.
  return <script dangerouslySetInnerHTML={{ __html: CHUNK_RECOVERY_SCRIPT }} />;
}
