import path from 'node:path';

/** The floor: stock Next 16 with no configuration of ours (no cache handler, no proxy, no headers). */
export default {
  poweredByHeader: false,
  turbopack: { root: path.resolve(import.meta.dirname, '..', '..') },
};
