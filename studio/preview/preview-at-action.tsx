import { CalendarIcon } from '@sanity/icons/Calendar';
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret';
import { API_VERSION } from '@showcase/schemas/api-version';
import type { RawDocument } from '@showcase/schemas/boundaries';
import { useEffect, useState } from 'react';
import { type DocumentActionComponent, useClient, useCurrentUser } from 'sanity';
import { PreviewAtForm } from './preview-at-form';
import { builtSiteOrigins, previewAtUrl } from './preview-url';
import { documentInstants, type PreviewTarget, previewTarget, scheduleRefs } from './target';

function PreviewAtDialog({ document, onDone }: { document: RawDocument | null; onDone: () => void }) {
  const client = useClient({ apiVersion: API_VERSION });
  const user = useCurrentUser();
  const [instants, setInstants] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!document) return;
    let live = true;
    const ids = [...scheduleRefs(document)];
    void client
      .fetch<RawDocument[]>('*[_id in $ids]', { ids })
      .then((schedules) => live && setInstants(documentInstants(document, schedules)))
      .catch(() => live && setInstants(documentInstants(document, [])));
    return () => {
      live = false;
    };
  }, [client, document]);

  const open = async (target: PreviewTarget, at: Date) => {
    // Opened now, inside the click, so no popup blocker stops it; pointed at the site once the secret exists.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    setBusy(true);
    setError(null);
    try {
      const { secret } = await createPreviewSecret(client, 'roboshift-preview-at', window.location.href, user?.id);
      const url = previewAtUrl(builtSiteOrigins(), target, at, secret);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
      onDone();
    } catch (cause) {
      tab?.close();
      setError(`The preview could not be opened: ${cause instanceof Error ? cause.message : String(cause)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PreviewAtForm
      target={previewTarget(document)}
      instants={instants}
      initial={Date.now()}
      busy={busy}
      error={error}
      onOpen={(target, at) => void open(target, at)}
    />
  );
}

/** "Preview at…": the site for the document's region and page at a chosen instant, in draft mode. */
export const PreviewAtAction: DocumentActionComponent = (props) => {
  const [open, setOpen] = useState(false);
  const document = (props.draft ?? props.published) as RawDocument | null;
  return {
    label: 'Preview at…',
    icon: CalendarIcon,
    onHandle: () => setOpen(true),
    dialog: open && {
      type: 'dialog',
      header: 'Preview the site at…',
      onClose: () => setOpen(false),
      content: <PreviewAtDialog document={document} onDone={() => setOpen(false)} />,
    },
  };
};
