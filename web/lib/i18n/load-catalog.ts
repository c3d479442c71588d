/**
 * One locale's source catalog, fetched when the browser needs text no Server Component could hand it (the API
 * client's fallback toast, the last-resort error page). One import per file, so the bundler makes a chunk of
 * each and the browser loads only the locale it shows, only then.
 */
import type { Locale } from '@showcase/schemas/regions';
import type { Catalog } from './catalogs/en';

const english = () => import('./catalogs/en').then((module) => module.en);

const LOADERS: Readonly<Record<Locale, () => Promise<Catalog>>> = {
  'en-US': english,
  'en-GB': english,
  'en-EU': english,
  'fr-FR': () => import('./catalogs/fr').then((module) => module.fr),
  'de-DE': () => import('./catalogs/de').then((module) => module.de),
  'ko-KR': () => import('./catalogs/ko').then((module) => module.ko),
  'ja-JP': () => import('./catalogs/ja').then((module) => module.ja),
  'zh-CN': () => import('./catalogs/zh').then((module) => module.zh),
};

export function loadCatalog(locale: Locale): Promise<Catalog> {
  return LOADERS[locale]();
}
