/**
 * Cache tags for content Next did not fetch. The hosted backend's queries are fetches, and Next files their tags
 * with the page that made them; the embedded backend answers in-process, so a page made from it would carry no
 * tag and a publish's revalidateTag would miss it (it stayed a HIT until its 300 s lifetime). Each embedded query
 * therefore also reads a marker through Next's public `unstable_cache` with the query's tags: Next adds them to
 * the page being rendered, exactly as for a fetch. The marker holds `true`, nothing of the content, so the answer
 * still comes from the dataset file as it is now.
 */
import 'server-only';
import { unstable_cache } from 'next/cache';

/** One marker per set of tags: a fixed set of queries times regions (content/index.ts), so a few hundred at most. */
const markers = new Map<string, () => Promise<boolean>>();

export async function tagRender(tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  const key = tags.join(',');
  let marker = markers.get(key);
  if (!marker) {
    marker = unstable_cache(async () => true, ['content-tags', key], { tags: [...tags] });
    markers.set(key, marker);
  }
  try {
    await marker();
  } catch {
    // Outside a render (a script, the start's boundary computation) Next has no cache to hand: no page to tag.
  }
}
