import { REGION_INFO, type Region } from '@showcase/schemas/regions';
import type { SupportText } from '@/lib/i18n/catalog';
import { format } from '@/lib/i18n/format';
import { EARLIEST_PURCHASE_DATE, type ErrorKey, type FieldName, type FormDefinition } from '@/lib/support/forms';

/** A line of the error summary: a link to a field, saying what is wrong with it. */
export interface SummaryItem {
  /** The field's name, the item's key. */
  name: string;
  /** The id of the field's control, which the item's link moves focus to. */
  target: string;
  text: string;
}

/** A field's error, in the region's words. */
export function errorMessage(
  region: Region,
  text: SupportText,
  form: FormDefinition,
  name: FieldName,
  key: ErrorKey,
): string {
  const { locale, formatLocale } = REGION_INFO[region];
  const spec = form.fields[name];
  const earliest = new Intl.DateTimeFormat(formatLocale, { dateStyle: 'long', timeZone: 'UTC' });
  // Lengths go as numbers: the message picks its plural by them and writes them the locale's way.
  return format(locale, text.errors[key], {
    min: spec?.minLength ?? 0,
    max: spec?.maxLength ?? 0,
    earliest: earliest.format(new Date(`${EARLIEST_PURCHASE_DATE}T00:00:00Z`)),
  });
}

/**
 * The error summary's items: each field's error with its label, in the order of the form, whatever order the server
 * listed them in.
 */
export function errorSummaryItems(
  region: Region,
  text: SupportText,
  form: FormDefinition,
  errorKey: (name: FieldName) => ErrorKey | undefined,
  fieldId: (name: FieldName) => string,
): SummaryItem[] {
  const { locale } = REGION_INFO[region];
  return [...form.sections.flatMap((section) => section.fields), 'consent' as const].flatMap((name) => {
    const key = errorKey(name);
    if (!key) return [];
    const error = errorMessage(region, text, form, name, key);
    return [
      { name, target: fieldId(name), text: format(locale, text.summaryItem, { label: text.labels[name], error }) },
    ];
  });
}
