import { publishedWith, siteChanges } from '@showcase/schemas/changes';
import { instantOfWallTime } from '@showcase/schemas/wall-time';
import { useId, useState } from 'react';
import type { RegionChoice } from './promotion-timeline';
import { type RawDocument, type RawRelease, releasesById } from './versions';
import { namedInstant } from './zone-time';

const cell = { textAlign: 'left', padding: '4px 8px 4px 0', verticalAlign: 'top' } as const;

/**
 * "What changes at…": an instant in the region's zone (and, if chosen, a release published by then) against
 * now, and every page of every region (or of the one chosen) whose price, promotion, banner, menu item,
 * countdown or page window differs, from the site's own evaluator (schemas/src/changes.ts, as
 * `npm run content:changes` reports it). `at` and `release` start from the props so a test can render a state.
 */
export function ChangesAt({
  documents,
  releases,
  now,
  region,
  zone,
  locale = 'en-GB',
  at: initialAt = '',
  release: initialRelease = '',
}: {
  documents: readonly RawDocument[];
  releases: readonly RawRelease[];
  now: number;
  region: RegionChoice;
  zone: string;
  locale?: string;
  /** A wall time in `zone`, as the input holds it (2025-11-09T23:00). */
  at?: string;
  release?: string;
}) {
  const [wall, setWall] = useState(initialAt);
  const [release, setRelease] = useState(initialRelease);
  const [atId, releaseId, resultId] = [useId(), useId(), useId()];
  const at = wall ? instantOfWallTime(wall, zone) : null;
  const published = publishedWith(documents);
  const changes =
    at === null
      ? null
      : siteChanges(
          { documents: published, at: now },
          { documents: release ? publishedWith(documents, release) : published, at },
          region === 'all' ? undefined : region,
        );
  const planned = [...releasesById(releases).values()].filter((r) => !r.done);
  const then = at === null ? '' : `${namedInstant(at, zone, locale)}${release ? ', with the release published' : ''}`;
  return (
    <section aria-labelledby={`${resultId}-heading`} style={{ margin: '0 0 20px' }}>
      <h2 id={`${resultId}-heading`} style={{ fontSize: 15, margin: '0 0 8px' }}>
        What changes at…
      </h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', margin: '0 0 8px' }}>
        <label htmlFor={atId} style={{ fontWeight: 'bold' }}>{`Instant (${zone})`}</label>
        <input
          id={atId}
          type="datetime-local"
          step={1}
          value={wall}
          aria-describedby={resultId}
          onChange={(event) => setWall(event.currentTarget.value)}
          style={{ font: 'inherit', padding: '4px 6px' }}
        />
        <label htmlFor={releaseId} style={{ fontWeight: 'bold' }}>
          Release
        </label>
        <select
          id={releaseId}
          value={release}
          onChange={(event) => setRelease(event.currentTarget.value)}
          style={{ font: 'inherit', padding: '4px 6px' }}
        >
          <option value="">None: what is published</option>
          {planned.map((r) => (
            <option key={r.id} value={r.id}>
              {r.publishAt === null
                ? r.title
                : `${r.title} (${r.scheduled ? 'publishes' : 'planned for'} ${namedInstant(r.publishAt, zone, locale)})`}
            </option>
          ))}
        </select>
      </div>
      <p id={resultId} role="status" data-testid="changes-summary" style={{ margin: '0 0 8px' }}>
        {changes === null
          ? 'Pick an instant to see every page whose price, promotion, banner, menu item, countdown or page window differs from now.'
          : changes.length === 0
            ? `Nothing shoppers see changes between now and ${then}.`
            : `${changes.length} ${changes.length === 1 ? 'change' : 'changes'} between now and ${then}:`}
      </p>
      {changes && changes.length > 0 && (
        <table style={{ borderCollapse: 'collapse' }} data-testid="changes">
          <thead>
            <tr>
              {['Region', 'What', 'Now', 'Then', 'On'].map((heading) => (
                <th key={heading} scope="col" style={cell}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={`${change.id} ${change.what}`} style={{ borderTop: '1px solid rgba(127,127,127,0.25)' }}>
                <td style={cell}>{change.region.toUpperCase()}</td>
                <th scope="row" style={{ ...cell, fontWeight: 'normal' }}>
                  {change.what}
                </th>
                <td style={cell}>{change.before}</td>
                <td style={cell}>{change.after}</td>
                <td style={cell}>{change.pages}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
