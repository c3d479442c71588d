'use client';

import type { Region } from '@showcase/schemas/regions';
import { useEffect } from 'react';
import { chooserLabel, chooserLabels } from '@/lib/region-store/label';
import { useRegionStore } from '@/lib/region-store/store';
import { askVisitorCountry } from '@/lib/region-store/visitor-country';
import styles from './region-label.module.css';

/**
 * The current region's label wherever a page shows it (the header's chooser, the phone menu's panel, the
 * footer's link), by SPEC §3's rule (`chooserLabel`): a US visitor from Canada reads "Canada - English".
 *
 * A cached page is the same bytes for every visitor, so the server writes the region's own label; the visitor's
 * country (from the store, asked of GET /ssr/iso on a visitor's first page) swaps it once the page has hydrated.
 * The store's first render in the browser is its server snapshot (no country), so hydration matches. Every label
 * the region can show takes the same cell, the others invisible: the swap moves nothing.
 */
export function RegionLabel({ region, label }: { region: Region; label: string }) {
  const country = useRegionStore((state) => state.country);
  useEffect(() => {
    void askVisitorCountry(region);
  }, [region]);
  const shown = chooserLabel(region, country, label).label;
  const labels = chooserLabels(region, label);
  if (labels.length === 1) return label;
  return (
    <span className={styles.labels}>
      {labels.map((text) => (
        <span key={text} className={text === shown ? undefined : styles.reserved}>
          {text}
        </span>
      ))}
    </span>
  );
}
