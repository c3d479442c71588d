import { ldJson } from '@/lib/head/structured-data';

/** Structured data for search engines (SPEC §2.4). */
export function JsonLd({ items }: { items: Record<string, unknown>[] }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: ldJson escapes < so the JSON cannot close the script.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: ldJson(items) }} />;
}
