import { isRegion } from '@showcase/schemas/regions';
import { at, defineMigration, type NodePatch, setIfMissing } from 'sanity/migrate';
import { LEGAL_HEAD, type LegalKind } from '../data/legal-head';
import type { NamedMigration } from './seed-migration';

const isKind = (kind: unknown): kind is LegalKind => kind === 'cookies' || kind === 'privacy' || kind === 'terms';

/**
 * The cookies, privacy and terms pages had a title and no description or keywords, since the seed gave
 * legal texts none. Each legal text (seeded or an editor's, published or draft) gets its region's words for its
 * kind where it has none: a field an editor filled, even with nothing, is theirs, and a re-run sends nothing.
 */
const legalHead: NamedMigration = {
  id: '010-legal-head',
  migration: defineMigration({
    title: 'Legal texts: a search description and keywords in their region’s language',
    documentTypes: ['legalPage'],
    migrate: {
      document(doc) {
        // The offline runner hands every document over whatever `documentTypes` says.
        if (doc._type !== 'legalPage' || !isRegion(doc.region) || !isKind(doc.kind)) return undefined;
        const head = LEGAL_HEAD[doc.region][doc.kind];
        const patches: NodePatch[] = [];
        if (doc.description === undefined) patches.push(at('description', setIfMissing(head.description)));
        if (doc.keywords === undefined) patches.push(at('keywords', setIfMissing([...head.keywords])));
        return patches.length > 0 ? patches : undefined;
      },
    },
  }),
};

export default legalHead;
