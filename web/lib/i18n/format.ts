/**
 * Formats a compiled interface message (see catalog.ts) in a locale, on the server and in the browser alike:
 * icu-minify's runtime is under 1 KB, while its compiler, which parses ICU, stays on the server.
 */
import type { Locale } from '@showcase/schemas/regions';
import icuFormat, { type CompiledMessage, type FormatOptions } from 'icu-minify/format';

/** A message as `catalogFor` hands it out: a plain string, or the parts of one with arguments. */
export type Message = CompiledMessage;

/** Argument values: text, or a number for a count (a plural needs a number, not a formatted string). */
export type MessageValues = Readonly<Record<string, string | number>>;

/** Intl formatters are costly to build and a page formats many messages: one per locale and options. */
function cached<Args extends unknown[], Formatter>(build: (...args: Args) => Formatter) {
  const built = new Map<string, Formatter>();
  return (...args: Args): Formatter => {
    const key = JSON.stringify(args);
    let formatter = built.get(key);
    if (!formatter) {
      formatter = build(...args);
      built.set(key, formatter);
    }
    return formatter;
  };
}

const formatters: FormatOptions['formatters'] = {
  getNumberFormat: cached((...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args)),
  getPluralRules: cached((...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args)),
  getDateTimeFormat: cached(
    (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  ),
};

/**
 * The message's text with its arguments filled in. A value the message needs and was not given throws in
 * development builds of icu-minify (tests included); production builds write it as "undefined" instead.
 */
export function format(locale: Locale, message: Message, values: MessageValues = {}): string {
  // Values are only text and numbers, never rich-text tag handlers, so the library joins every part into one string.
  return icuFormat(message, locale, values, { formatters }) as string;
}
