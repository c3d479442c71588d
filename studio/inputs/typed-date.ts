/**
 * A date typed the way the document's region writes dates ("27/11/2026 14:00" in France, "27.11.2026" in
 * Germany, "11/27/2026" in the US, "14h00" for the time as French writes it), read as the wall time Sanity's
 * input takes ("2026-11-27T14:00"). Null for anything else, and for the input's own form (2026-11-27 14:00),
 * which Sanity reads itself: left alone, Sanity refuses a regional date as a format and keeps the old value.
 */
const TYPED = /^(\d{1,4})[./-](\d{1,2})[./-](\d{1,4})(?:[ ,T]+(\d{1,2})[:h](\d{2}))?$/;

const fieldOrder = (formatLocale: string) =>
  new Intl.DateTimeFormat(formatLocale, { year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(Date.UTC(2001, 10, 23))
    .flatMap((part) => (part.type === 'year' || part.type === 'month' || part.type === 'day' ? [part.type] : []));

export function regionalWallTime(typed: string, formatLocale: string): string | null {
  const text = typed.trim();
  const match = TYPED.exec(text);
  if (!match || /^\d{4}-\d{2}-\d{2}/.test(text)) return null;
  const parts: Partial<Record<'year' | 'month' | 'day', string>> = {};
  fieldOrder(formatLocale).forEach((field, index) => {
    parts[field] = match[index + 1];
  });
  const { year, month, day } = parts;
  if (year?.length !== 4 || !month || !day || Number(month) > 12 || Number(day) > 31) return null;
  const two = (digits: string) => digits.padStart(2, '0');
  return `${year}-${two(month)}-${two(day)}T${two(match[4] ?? '0')}:${match[5] ?? '00'}`;
}
