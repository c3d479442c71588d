/**
 * When each cache tag was last revalidated (a publish's webhook), kept on disk beside the pages it expires. Next's
 * file-system cache remembers revalidations in memory only: after a restart a page stored before a publish would
 * be served again as a HIT. This record outlives the process, and every server started from the same build folder
 * reads it (it is read again whenever the file changes), so a page on disk is never older than a publish that
 * touched one of its tags. The shared Redis store needs none of this: its revalidateTag deletes the entries.
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CACHE_TAGS_HEADER } from '../framework/next-internals';

/**
 * Tags kept at most. The site's tags are `<type>:<region>` and `type:<type>` (a few hundred); only a caller
 * holding the webhook secret can name others. Past the bound the oldest revalidations are forgotten: a page
 * older than them is long past its 300 s lifetime anyway.
 */
const MAX_TAGS = 5_000;

type Record_ = { mtimeMs: number; size: number; tags: Map<string, number> };

export class RevalidatedTags {
  private loaded: Record_ | null = null;

  constructor(readonly file: string) {}

  /** The record as stored now (re-read when the file changed: another server may have written it). */
  private read(): Map<string, number> {
    let stats: { mtimeMs: number; size: number };
    try {
      stats = statSync(this.file);
    } catch {
      return this.loaded?.tags ?? new Map();
    }
    if (this.loaded && this.loaded.mtimeMs === stats.mtimeMs && this.loaded.size === stats.size)
      return this.loaded.tags;
    try {
      const stored = JSON.parse(readFileSync(this.file, 'utf8')) as Record<string, unknown>;
      const tags = new Map(
        Object.entries(stored).filter((entry): entry is [string, number] => Number.isFinite(entry[1])),
      );
      this.loaded = { ...stats, tags };
      return tags;
    } catch {
      // A file cut short (a crash while writing) forgets nothing this process knows.
      return this.loaded?.tags ?? new Map();
    }
  }

  /** Records that `tags` expire at `at` (ms), written before the publish's webhook answers. */
  record(tags: readonly string[], at: number): void {
    const merged = new Map(this.read());
    for (const tag of tags) merged.set(tag, Math.max(merged.get(tag) ?? 0, at));
    const kept = [...merged].sort((a, b) => b[1] - a[1]).slice(0, MAX_TAGS);
    mkdirSync(path.dirname(this.file), { recursive: true });
    // Written whole under another name, then renamed: a reader sees the old record or the new, never half of one.
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(Object.fromEntries(kept)));
    renameSync(temporary, this.file);
    const stats = statSync(this.file);
    this.loaded = { mtimeMs: stats.mtimeMs, size: stats.size, tags: new Map(kept) };
  }

  /** Whether an entry stored at `storedAt` carries a tag revalidated after that (and not in the future). */
  expired(tags: readonly string[], storedAt: number, now = Date.now()): boolean {
    if (tags.length === 0) return false;
    const record = this.read();
    return tags.some((tag) => {
      const at = record.get(tag);
      return at !== undefined && at > storedAt && at <= now;
    });
  }
}

/** A page entry's tags, from the header Next stores them in. */
export function tagsOf(headers: Record<string, unknown> | undefined): string[] {
  const header = headers?.[CACHE_TAGS_HEADER];
  return typeof header === 'string' && header ? header.split(',') : [];
}
