import { COUNTRY_CODES, isCountryCode } from '@showcase/schemas/input';
import { REGION_INFO, type Region } from '@showcase/schemas/regions';

/** The country a region's visitors most likely live in; eu spans many, so it preselects none. */
export function defaultCountry(region: Region): string {
  const iso = REGION_INFO[region].iso;
  return isCountryCode(iso) ? iso : '';
}

/** Every country as {code, name} in the locale's language, sorted the way that language sorts. */
export function countryOptions(locale: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}
