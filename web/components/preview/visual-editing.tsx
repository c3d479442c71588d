'use client';

import { useRouter } from 'next/navigation';
import { VisualEditing } from 'next-sanity/visual-editing/client-component';
import { useCallback } from 'react';
import { changePreviewPerspective } from '@/lib/preview/actions';

/**
 * Sanity's click-to-edit overlays in an editor's preview (rendered only in draft mode, with the Studio's origin
 * configured): inside Presentation, a click on a marked text, price or banner opens that field of that document.
 * When the editor types (a "mutation") or asks for a refresh, the page is rendered again from the server, which
 * reads their drafts; a perspective chosen in Presentation (a release) is stored for the next renders.
 */
export function PreviewEditing() {
  const router = useRouter();
  const refresh = useCallback(() => {
    router.refresh();
    return Promise.resolve();
  }, [router]);
  return <VisualEditing refresh={refresh} onPerspectiveChange={changePreviewPerspective} zIndex={1000} />;
}
