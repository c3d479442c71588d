import { useEffect, useState } from 'react';
import { useDocumentStore } from 'sanity';
import { contentOf, TIMELINE_LISTEN_QUERY, TIMELINE_QUERY, type TimelineContent } from './query';

export interface LiveContent {
  /** The latest answer; kept while a later read fails, so the timeline does not vanish on a network hiccup. */
  content: TimelineContent | null;
  error: string | null;
  retry: () => void;
}

/**
 * The timeline's content, read with the raw perspective and read again whenever one of its documents changes
 * (an edit in another pane, a publish, a release): the Studio's document store listens on the filter and
 * re-runs the query, throttled, over the Studio's one shared connection.
 */
export function useLiveContent(): LiveContent {
  const documentStore = useDocumentStore();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<LiveContent, 'retry'>>({ content: null, error: null });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry is a new attempt; `attempt` restarts it.
  useEffect(() => {
    const subscription = documentStore
      .listenQuery(
        { fetch: TIMELINE_QUERY, listen: TIMELINE_LISTEN_QUERY },
        {},
        { perspective: 'raw', tag: 'promotion-timeline' },
      )
      .subscribe({
        next: (result: unknown) => setState({ content: contentOf(result), error: null }),
        error: (error: unknown) =>
          setState((previous) => ({
            content: previous.content,
            error: error instanceof Error ? error.message : String(error),
          })),
      });
    return () => subscription.unsubscribe();
  }, [documentStore, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
