'use client';

import { REGION_INFO, type Region } from '@showcase/schemas/regions';
import { useMemo } from 'react';
import type { SupportText } from '@/lib/i18n/catalog';
import { countryOptions, defaultCountry } from '@/lib/support/countries';
import { RMA_REASONS } from '@/lib/support/forms';

export interface Option {
  code: string;
  name: string;
}

/** What each of the form's lists offers, by the field's control. */
export type FieldOptions = Readonly<Record<'product' | 'country' | 'reason', readonly Option[]>>;

/**
 * The lists' options: the region's products, the return reasons, and the countries. Until hydration the country
 * list holds the region's preset only: the full list's names and order come from the browser's ICU data.
 */
export function useFieldOptions(
  region: Region,
  products: readonly { key: string; name: string }[],
  text: SupportText,
  hydrated: boolean,
): FieldOptions {
  const { formatLocale } = REGION_INFO[region];
  const country = useMemo(() => {
    if (hydrated) return countryOptions(formatLocale);
    const preset = defaultCountry(region);
    return preset
      ? [{ code: preset, name: new Intl.DisplayNames([formatLocale], { type: 'region' }).of(preset) ?? preset }]
      : [];
  }, [hydrated, formatLocale, region]);
  return {
    product: products.map((product) => ({ code: product.key, name: product.name })),
    country,
    reason: RMA_REASONS.map((reason) => ({ code: reason, name: text.reasons[reason] })),
  };
}
