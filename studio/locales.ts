/**
 * Sanity's own words in the regional editors' languages. Unless an editor has chosen a language (the user menu,
 * kept in the browser), Sanity starts in the last locale of its list, so the one the browser asks for goes last.
 * Sanity publishes no Chinese locale: cn's editors, like en-GB's, read its American English.
 */
import { deDELocale } from '@sanity/locale-de-de';
import { frFRLocale } from '@sanity/locale-fr-fr';
import { jaJPLocale } from '@sanity/locale-ja-jp';
import { koKRLocale } from '@sanity/locale-ko-kr';
import type { LocaleDefinition, PluginOptions } from 'sanity';

export const localePlugins: PluginOptions[] = [frFRLocale(), deDELocale(), jaJPLocale(), koKRLocale()];

/** A language tag's language (`fr-CA` is `fr`). */
export const languageOf = (tag: string) => tag.toLowerCase().split('-')[0];

/** The browser's languages; none where the config is read in Node (schema extraction). */
export const browserLanguages = (): readonly string[] => (typeof navigator === 'undefined' ? [] : navigator.languages);

/** `locales` with the first of the browser's `languages` Sanity has (by language, else American English) last. */
export function browserLocaleLast(locales: LocaleDefinition[], languages: readonly string[]): LocaleDefinition[] {
  const last =
    languages.map((tag) => locales.find((locale) => languageOf(locale.id) === languageOf(tag))).find(Boolean) ??
    locales.find((locale) => locale.id === 'en-US');
  return last ? [...locales.filter((locale) => locale !== last), last] : locales;
}
