/**
 * The documented schedules of SPEC §4, as Sanity stores datetimes (UTC ISO strings).
 * Shared schedules are referenced by every nav item, banner, countdown and price that follows them,
 * so one date change in Studio moves all of them.
 */
import type { Region } from '@showcase/schemas/regions';
import { GLOBAL_DATES_ZONE } from '@showcase/schemas/zones';

const utc = (local: string) => new Date(local).toISOString();

export interface ScheduleSeed {
  id: string;
  title: string;
  /** The one region 001 seeded it for, as the free-text `region` of the time; 008 moves it to `regions`. */
  region?: Region;
  /** The regions of a schedule 001 seeded without one, which 008 sets. */
  regions?: readonly Region[];
  /** The zone its dates are written in, which 008 sets where its regions do not decide one. */
  timeZone?: string;
  timestamps: string[];
}

const HALLOWEEN_START = '2025-10-25T15:00:00+08:00';

export const SCHEDULES = {
  halloweenUs: {
    id: 'schedule-halloween-us',
    title: 'Halloween (US)',
    region: 'us',
    timestamps: [utc(HALLOWEEN_START), utc('2025-11-01T15:00:00+08:00')],
  },
  halloweenUk: {
    id: 'schedule-halloween-uk',
    title: 'Halloween (UK)',
    region: 'uk',
    timestamps: [utc(HALLOWEEN_START), utc('2025-11-10T07:00:00+08:00')],
  },
  halloweenEu: {
    id: 'schedule-halloween-eu',
    title: 'Halloween (EU, FR, DE)',
    // Brussels, Paris and Berlin keep one clock: the EU site's zone, in which the sale ends at 23:00 on 9 November.
    regions: ['eu', 'fr', 'de'],
    timeZone: 'Europe/Brussels',
    timestamps: [utc(HALLOWEEN_START), utc('2025-11-10T06:00:00+08:00')],
  },
  // SPEC gives "five dates 2025-09-18 to 2025-09-25"; the three between are ours, every other day at 00:00 +08:00.
  toyRevolution: {
    id: 'schedule-toy-revolution',
    title: 'Toy revolution launch',
    // Every region's banner follows it (no regions); its dates are the SPEC's, midnights at +08:00.
    timeZone: GLOBAL_DATES_ZONE,
    timestamps: [
      '2025-09-18T00:00:00+08:00',
      '2025-09-20T00:00:00+08:00',
      '2025-09-22T00:00:00+08:00',
      '2025-09-24T00:00:00+08:00',
      '2025-09-25T00:00:00+08:00',
    ].map(utc),
  },
} as const satisfies Record<string, ScheduleSeed>;

/** Halloween is stage 1 of each region's Halloween schedule. */
export const HALLOWEEN_STAGES = [1];
/** The toy-revolution banner shows in stages 1 to 4. */
export const TOY_REVOLUTION_STAGES = [1, 2, 3, 4];

export const HALLOWEEN_SCHEDULE: Partial<Record<Region, ScheduleSeed>> = {
  us: SCHEDULES.halloweenUs,
  uk: SCHEDULES.halloweenUk,
  eu: SCHEDULES.halloweenEu,
  fr: SCHEDULES.halloweenEu,
  de: SCHEDULES.halloweenEu,
};

/** Fixed instants that are not stages of a schedule. */
export const INSTANTS = {
  megatronPresaleUk: utc('2025-09-22T08:00:00+08:00'),
  megatronPresaleEu: utc('2025-09-22T07:00:00+08:00'),
  bumblebeeUsMenu: utc('2025-03-27T23:00:00+08:00'),
} as const;

/** External store of each region (SPEC §1: a hosted storefront per region, a Chinese e-commerce store for cn). */
export const STORES: Readonly<Record<Region, string>> = {
  us: 'https://us.store.roboshift.example',
  uk: 'https://uk.store.roboshift.example',
  eu: 'https://eu.store.roboshift.example',
  fr: 'https://fr.store.roboshift.example',
  de: 'https://de.store.roboshift.example',
  kr: 'https://kr.store.roboshift.example',
  jp: 'https://jp.store.roboshift.example',
  cn: 'https://roboshift.mall.example',
};
