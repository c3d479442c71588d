/**
 * The visitor's country as the edge in front of the site reports it. The header name is configuration
 * (GEO_COUNTRY_HEADER; Cloudflare's cf-ipcountry by default); anything but two letters means unknown.
 */
import { settings } from '@showcase/schemas/settings';
export function countryFrom(headers: Headers, header = settings().GEO_COUNTRY_HEADER): string | null {
  const value = headers.get(header)?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(value) && value !== 'XX' ? value : null;
}
