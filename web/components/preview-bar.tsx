import { REGION_INFO, type Region } from '@showcase/schemas/regions';
import { catalogFor } from '@/lib/i18n/catalog';
import { format } from '@/lib/i18n/format';

/**
 * The bar over a preview: the instant the editor chose, in the region's named zone as the Studio shows it
 * (to the second, since "Just before" a change is a second before it), and the way out.
 */
export function PreviewBar({ region, at }: { region: Region; at: Date }) {
  const { locale, formatLocale, timeZone } = REGION_INFO[region];
  const text = catalogFor(locale).site;
  const instant = new Intl.DateTimeFormat(formatLocale, { dateStyle: 'medium', timeStyle: 'medium', timeZone }).format(
    at,
  );
  return (
    <p className="preview-bar" role="status">
      <time dateTime={at.toISOString()}>{format(locale, text.previewAt, { instant: `${instant} (${timeZone})` })}</time>
      {' · '}
      <a href="/api/preview/exit">{text.exitPreview}</a>
    </p>
  );
}
