'use client';

import { REGION_INFO, type Region } from '@showcase/schemas/regions';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * SPEC §3 region store: region, language, and the visitor's country (persisted in local storage, with whether
 * GET /ssr/iso has answered, so that an unknown country is not asked again either).
 */
export interface RegionState {
  region: Region | null;
  language: string | null;
  /** ISO 3166 alpha-2, upper case; null while unknown. */
  country: string | null;
  /** GET /ssr/iso has answered for this visitor (its answer may be "unknown"). */
  countryAsked: boolean;
  setRegion: (region: Region) => void;
  /** Records an answer about the visitor's country (null: the edge does not know it). */
  setCountry: (country: string | null) => void;
}

export const useRegionStore = create<RegionState>()(
  persist(
    (set) => ({
      region: null,
      language: null,
      country: null,
      countryAsked: false,
      setRegion: (region) => set({ region, language: REGION_INFO[region].language }),
      setCountry: (country) => set({ country: country ? country.toUpperCase() : null, countryAsked: true }),
    }),
    {
      name: 'country',
      storage: createJSONStorage(() => localStorage),
      // Only the country (and whether GET /ssr/iso answered) is remembered: region and language follow the page.
      partialize: (state) => ({ country: state.country, countryAsked: state.countryAsked }),
    },
  ),
);

/** Whether the visitor's country is settled: answered by GET /ssr/iso, or a country stored before. */
export const knowsCountry = (state: Pick<RegionState, 'country' | 'countryAsked'>) =>
  state.countryAsked || state.country !== null;
