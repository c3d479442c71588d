'use client';

import { CHUNK_ERRORS_SCRIPT, CHUNK_RECOVERY_PATH } from '@/lib/ui/chunk-recovery';

/**
 * The chunk recovery in the page's head (lib/ui/chunk-recovery): the inline catcher, then the recovery itself. A
 * client component only so that the catcher's text reaches the browser once in the layout's cached JavaScript,
 * not a second time in every page's flight data; the server renders the same elements into the HTML, where the
 * catcher runs before any chunk.
 */
export function ChunkRecoveryScript() {
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, named by hash in every policy. */}
      <script dangerouslySetInnerHTML={{ __html: CHUNK_ERRORS_SCRIPT }} />
      <script src={CHUNK_RECOVERY_PATH} async />
    </>
  );
}
