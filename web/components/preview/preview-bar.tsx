import { REGION_INFO, type Region } from '@showcase/schemas/regions';
import { wallTimeIn } from '@showcase/schemas/wall-time';
import { catalogFor } from '@/lib/i18n/catalog';
import { format } from '@/lib/i18n/format';
import { PreviewPathField } from './preview-path-field';

/**
 * The bar over a preview: the instant the editor chose, in the region's named zone as the Studio shows it
 * (to the second, since "Just before" a change is a second before it), a form to travel to another instant
 * (a plain post, so it works before and without scripts; its hidden fields name the region and the page to come
 * back to), and the way out. The page's clocks run on from the chosen instant (lib/preview/clock.ts).
 */
export function PreviewBar({ region, chosen, now }: { region: Region; chosen: Date; now: Date }) {
  const { locale, formatLocale, timeZone } = REGION_INFO[region];
  const text = catalogFor(locale).site;
  const instant = new Intl.DateTimeFormat(formatLocale, { dateStyle: 'medium', timeStyle: 'medium', timeZone }).format(
    chosen,
  );
  return (
    <div className="preview-bar">
      <p role="status">
        <time dateTime={chosen.toISOString()}>
          {format(locale, text.previewAt, { instant: `${instant} (${timeZone})` })}
        </time>
      </p>
      <form method="post" action="/api/preview/at">
        <input type="hidden" name="region" value={region} />
        <PreviewPathField region={region} />
        <label htmlFor="preview-instant">{format(locale, text.previewInstant, { zone: timeZone })}</label>
        <input
          id="preview-instant"
          type="datetime-local"
          name="at"
          step={1}
          required
          defaultValue={wallTimeIn(now.getTime(), timeZone)}
        />
        <button type="submit">{text.previewGo}</button>
      </form>
      <a href="/api/preview/exit">{text.exitPreview}</a>
    </div>
  );
}
