/**
 * Migrations the content tests add to a copy of the list, as a developer would add theirs: one that breaks a rule
 * Studio enforces, one that sets a field outright (replacing whatever an editor made of it).
 */
import type { NamedMigration } from '@showcase/migrations/all';
import { at, defineMigration, set } from 'sanity/migrate';

export const US_BUMBLEBEE = 'product-us-flagshipBumblebee';
/** As seeded (SPEC §3): list price 1299, promotion price 1219. */
export const US_BUMBLEBEE_PRICE = 1299;

/** Lists the US Flagship Bumblebee at 1199, below its promotion price: Studio refuses that on `activityPrice`. */
export const belowPromotion: NamedMigration = {
  id: '012-us-bumblebee-below-promotion',
  migration: defineMigration({
    title: 'US Flagship Bumblebee lists at 1199',
    documentTypes: ['product'],
    migrate: {
      document(doc) {
        return doc._id === US_BUMBLEBEE && doc.price === US_BUMBLEBEE_PRICE ? at('price', set(1199)) : undefined;
      },
    },
  }),
};

/** Lists the US Flagship Bumblebee at 1249 whatever it lists at now: valid, but it replaces an editor's price. */
export const priceOutright: NamedMigration = {
  id: '012-us-bumblebee-price',
  migration: defineMigration({
    title: 'US Flagship Bumblebee lists at 1249',
    documentTypes: ['product'],
    migrate: {
      document(doc) {
        return doc._id === US_BUMBLEBEE && doc.price !== 1249 ? at('price', set(1249)) : undefined;
      },
    },
  }),
};
