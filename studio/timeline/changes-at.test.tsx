import { publishedWith, siteChanges } from '@showcase/schemas/changes';
import { formatPrice } from '@showcase/schemas/regions';
import { evaluate, parse } from 'groq-js';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { seededDataset } from '../../migrations/test/dataset';
import { ChangesAt } from './changes-at';
import { contentOf, TIMELINE_QUERY } from './query';
import type { RawDocument } from './versions';

/** What the Studio's raw read of the timeline query answers over these documents. */
async function queried(documents: readonly object[]) {
  return contentOf(await (await evaluate(parse(TIMELINE_QUERY), { dataset: documents })).get());
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('What changes at… in the Studio', () => {
  it('answers the UK Halloween end as content:changes does, from the timeline’s own read', async () => {
    const full = (await seededDataset()) as RawDocument[];
    const { documents, releases } = await queried(full);
    // The Studio reads a projection: it must decide every instant exactly as the whole documents do.
    for (const [from, at] of [
      ['2025-11-09T22:59:00Z', '2025-11-09T23:00:00Z'],
      ['2025-09-21T22:00:00Z', '2025-09-22T00:00:00Z'],
      ['2025-10-31T23:00:00Z', '2026-01-01T00:00:00Z'],
    ].map((pair) => pair.map(Date.parse) as [number, number])) {
      const report = (docs: readonly RawDocument[]) =>
        siteChanges({ documents: publishedWith(docs), at: from }, { documents: publishedWith(docs), at });
      expect(report(documents)).toEqual(report(full));
      expect(report(full).length).toBeGreaterThan(0);
    }
    const html = renderToStaticMarkup(
      <ChangesAt
        documents={documents}
        releases={releases}
        now={Date.parse('2025-11-09T22:59:00Z')}
        region="uk"
        zone="Europe/London"
        at="2025-11-09T23:00"
      />,
    );
    expect(text(html)).toContain('2 changes between now and 9 Nov 2025, 23:00 Europe/London:');
    expect(text(html)).toContain('UK countdown “Halloween Sale ends in” shown hidden every uk page');
    expect(text(html)).toContain('UK menu, item “Halloween Sale” shown hidden every uk page');
  });

  it('says a quiet interval is quiet, and asks for an instant before it has one', async () => {
    const { documents, releases } = await queried((await seededDataset()) as RawDocument[]);
    const props = {
      documents,
      releases,
      now: Date.parse('2025-11-05T12:00:00Z'),
      region: 'uk',
      zone: 'Europe/London',
    } as const;
    expect(text(renderToStaticMarkup(<ChangesAt {...props} at="2025-11-06T12:00" />))).toContain(
      'Nothing shoppers see changes between now and 6 Nov 2025, 12:00 Europe/London.',
    );
    expect(text(renderToStaticMarkup(<ChangesAt {...props} />))).toContain('Pick an instant to see every page');
  });

  it('lays a chosen release over what is published, and never a draft', async () => {
    const full = (await seededDataset()) as RawDocument[];
    const product = full.find((d) => d._id === 'product-fr-flagshipBumblebee');
    if (!product) throw new Error('seeded');
    const { documents, releases } = await queried([
      ...full,
      { ...product, _id: 'versions.rBlackFriday.product-fr-flagshipBumblebee', price: 1499 },
      { ...product, _id: 'drafts.product-fr-flagshipBumblebee', price: 999 },
      {
        _id: '_.releases.rBlackFriday',
        _type: 'system.release',
        state: 'scheduled',
        publishAt: '2026-11-27T07:00:00.000Z',
        metadata: { title: 'Black Friday', releaseType: 'scheduled' },
      },
    ]);
    const props = {
      documents,
      releases,
      now: Date.parse('2026-11-26T12:00:00Z'),
      region: 'fr',
      zone: 'Europe/Paris',
    } as const;
    const without = text(renderToStaticMarkup(<ChangesAt {...props} at="2026-11-27T08:00" />));
    expect(without).toContain('Nothing shoppers see changes');
    expect(without).toContain('Black Friday (publishes 27 Nov 2026, 08:00 Europe/Paris)');
    const withIt = text(renderToStaticMarkup(<ChangesAt {...props} at="2026-11-27T08:00" release="rBlackFriday" />));
    expect(withIt).toContain('1 change between now and 27 Nov 2026, 08:00 Europe/Paris, with the release published:');
    expect(withIt).toContain(
      text(`on sale ${formatPrice('fr', 1599)} on sale ${formatPrice('fr', 1499)} /fr/flagship-bumblebee`),
    );
  });
});
