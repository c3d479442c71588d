'use client';

import { REGION_INFO, type Region } from '@showcase/schemas/regions';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** SPEC §3 region store: region, language, and the visitor's country (persisted in local storage). */
export interface RegionState {
  region: Region | null;
  language: string | null;
  country: string | null;
  setRegion: (region: Region) => void;
  setCountry: (country: string | null) => void;
}

export const useRegionStore = create<RegionState>()(
  persist(
    (set) => ({
      region: null,
      language: null,
      country: null,
      setRegion: (region) => set({ region, language: REGION_INFO[region].language }),
      setCountry: (country) => set({ country: country ? country.toUpperCase() : null }),
    }),
    {
      name: 'country',
      storage: createJSONStorage(() => localStorage),
      // Only the country is remembered: region and language follow the page.
      partialize: (state) => ({ country: state.country }),
    },
  ),
);
