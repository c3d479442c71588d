/**
 * The interface text of a locale, compiled: what Server Components read and hand to client components as props.
 * Compiling parses ICU (the parser is about 8 KB), so it happens here, on the server, once per catalog and
 * process; the browser only formats (format.ts). Client components import this module's types, never its code.
 */
import type { Locale } from '@showcase/schemas/regions';
import compile from 'icu-minify/compile';
import { de } from './catalogs/de';
import { type Catalog, en } from './catalogs/en';
import { fr } from './catalogs/fr';
import { ja } from './catalogs/ja';
import { ko } from './catalogs/ko';
import { zh } from './catalogs/zh';
import type { Message } from './format';

/** Every locale's source catalog; the three English regions share one. */
export const SOURCE_CATALOGS: Readonly<Record<Locale, Catalog>> = {
  'en-US': en,
  'en-GB': en,
  'en-EU': en,
  'fr-FR': fr,
  'de-DE': de,
  'ko-KR': ko,
  'ja-JP': ja,
  'zh-CN': zh,
};

/**
 * A compiled catalog's type, read off the English source: a text without a brace compiles to itself and stays a
 * `string` (JSX shows it as it is); one with arguments is a `Message`, which only `format` turns into text.
 */
type Compiled<Source> = Source extends string
  ? Source extends `${string}{${string}`
    ? Message
    : string
  : { readonly [Key in keyof Source]: Compiled<Source[Key]> };

export type CompiledCatalog = Compiled<typeof en>;
export type SiteText = CompiledCatalog['site'];
export type AccountText = CompiledCatalog['account'];
export type SupportText = CompiledCatalog['support'];

type SourceTree = { readonly [key: string]: string | SourceTree };
type CompiledTree = { [key: string]: Message | CompiledTree };

function compileTree(source: SourceTree): CompiledTree {
  const compiled: CompiledTree = {};
  // The compiler keeps plural branches in null-prototype objects, which React refuses to pass to a client
  // component; a JSON round trip makes them plain (a compiled message holds nothing JSON cannot).
  for (const [key, text] of Object.entries(source))
    compiled[key] =
      typeof text === 'string' ? (JSON.parse(JSON.stringify(compile(text))) as Message) : compileTree(text);
  return compiled;
}

const compiledCatalogs = new Map<Catalog, CompiledCatalog>();

/** The locale's catalog with every message compiled, built on first use. */
export function catalogFor(locale: Locale): CompiledCatalog {
  const source = SOURCE_CATALOGS[locale];
  let compiled = compiledCatalogs.get(source);
  if (!compiled) {
    // The tests hold every locale to the English argument names, which is what makes this type true.
    compiled = compileTree(source) as unknown as CompiledCatalog;
    compiledCatalogs.set(source, compiled);
  }
  return compiled;
}
