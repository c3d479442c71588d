import { useEffect, useState } from 'react';
import { type Tool, useClient } from 'sanity';
import { buildTimeline, type Timeline, timelineSources } from './model';
import { PromotionTimeline } from './promotion-timeline';
import { TIMELINE_QUERY } from './query';

function TimelineTool() {
  const client = useClient({ apiVersion: '2025-09-01' });
  const [state, setState] = useState<{ timeline: Timeline; now: number } | null>(null);
  useEffect(() => {
    let live = true;
    void client.fetch(TIMELINE_QUERY).then((docs) => {
      const now = Date.now();
      if (live) setState({ timeline: buildTimeline(timelineSources(docs), now), now });
    });
    return () => {
      live = false;
    };
  }, [client]);
  return state ? (
    <PromotionTimeline timeline={state.timeline} now={state.now} />
  ) : (
    <p style={{ padding: 16 }}>Loading…</p>
  );
}

/** The "Promotion timeline" Studio tool. */
export const timelineTool: Tool = { name: 'promotion-timeline', title: 'Promotion timeline', component: TimelineTool };
