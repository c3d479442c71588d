import { Stack, Text } from '@sanity/ui';
import { isRegion, REGION_INFO } from '@showcase/schemas/regions';
import { instantOfWallTime } from '@showcase/schemas/wall-time';
import { type DocumentZone, documentZone, regionCodes, zoneTitle } from '@showcase/schemas/zones';
import { type FocusEvent, Fragment, type ReactNode, useState } from 'react';
import { type InputProps, type SchemaType, set, useFormValue } from 'sanity';
import { instantTitle } from './instant-title';
import { isStagesField, StagesWithDates } from './stage-dates';
import { regionalWallTime } from './typed-date';

/** Whether a field is a datetime, directly or through a named type built on it. */
function isDatetime(type: SchemaType | undefined): boolean {
  for (let t = type; t; t = t.type) if (t.name === 'datetime') return true;
  return false;
}

const editorsZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const inZone = (value: Date, zone: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(value);

/** What the editor is told when nothing names the zone yet; the document's validation says the same. */
function missingZone(documentType: unknown, problem: 'mixed' | 'none', own: string): string {
  if (documentType !== 'schedule') return `No region chosen yet: shown in your own time zone (${own}) until then.`;
  return problem === 'mixed'
    ? `Its regions are in different time zones: choose “Time zone of its dates”. Shown in your own (${own}) until then.`
    : `No time zone yet: choose its regions or “Time zone of its dates”. Shown in your own (${own}) until then.`;
}

export interface ZonedDatetimeProps {
  input: InputProps;
  documentType: unknown;
  decided: DocumentZone;
  ownZone: string;
  /** How the document's region writes a date, when it has one region (typed-date.ts). */
  formatLocale?: string | undefined;
}

/**
 * A datetime field shown and typed in the document's named zone (`documentZone`: a regional document's region
 * zone, a schedule's own or its regions'), whatever the editor's computer says, and titled for what the instant
 * does (`instantTitle`). The zone is named below the field; where the editor's own zone differs, the instant is
 * written in theirs too. The Studio's zone button still lets an editor switch. Instants are stored as instants.
 */
export function ZonedDatetime({ input, documentType, decided, ownZone, formatLocale }: ZonedDatetimeProps): ReactNode {
  const title = instantTitle(documentType, input.path) ?? input.schemaType.title;
  const zone = decided.zone;
  const schemaType = {
    ...input.schemaType,
    title,
    options: zone
      ? { ...input.schemaType.options, displayTimeZone: zone, allowTimeZoneSwitch: true }
      : input.schemaType.options,
  };
  const value = typeof input.value === 'string' ? new Date(input.value) : null;
  const valid = value !== null && !Number.isNaN(value.getTime());
  // Before Sanity's input reads the text it lost focus with: a date typed the region's way becomes the
  // instant it names in the document's zone, rather than a format error over the old value.
  const [readings, setReadings] = useState(0);
  const readRegional = (event: FocusEvent<HTMLDivElement>) => {
    const wall =
      formatLocale && event.target instanceof HTMLInputElement && regionalWallTime(event.target.value, formatLocale);
    const instant = wall && zone ? instantOfWallTime(wall, zone) : null;
    if (instant === null) return;
    input.onChange(set(new Date(instant).toISOString()));
    // Sanity's input keeps the text it could not read; a new one shows the value.
    setReadings((count) => count + 1);
  };
  return (
    <Stack gap={2} onBlurCapture={readRegional}>
      <Fragment key={readings}>{input.renderDefault({ ...input, schemaType } as InputProps)}</Fragment>
      {decided.zone !== null ? (
        <Text size={1} muted data-testid="document-zone">
          {`Time zone: ${zoneTitle(decided.zone)}`}
        </Text>
      ) : (
        <Text size={1} data-testid="document-zone-missing">
          {missingZone(documentType, decided.problem, ownZone)}
        </Text>
      )}
      {zone && valid && ownZone !== zone && (
        <Text size={1} muted data-testid="editors-zone">
          {`In your time zone (${ownZone}): ${inZone(value, ownZone)}`}
        </Text>
      )}
    </Stack>
  );
}

/** Reads the fields that decide the document's zone; only datetime fields pay for it. */
function DocumentZoneDatetime(props: InputProps) {
  const documentType = useFormValue(['_type']);
  const region = useFormValue(['region']);
  const regions = useFormValue(['regions']);
  const timeZone = useFormValue(['timeZone']);
  const decided = documentZone({ _type: documentType, region, regions, timeZone });
  const codes = isRegion(region) ? [region] : regionCodes(regions);
  const locales = [...new Set(codes.map((code) => REGION_INFO[code].formatLocale))];
  return (
    <ZonedDatetime
      input={props}
      documentType={documentType}
      decided={decided}
      ownZone={editorsZone()}
      formatLocale={locales.length === 1 ? locales[0] : undefined}
    />
  );
}

/**
 * The form's input for every field: datetimes get their document's zone and a title, an activation's stages the
 * dates they stand for (stage-dates.tsx); the rest render as ever.
 */
export function RegionZoneDatetimeInput(props: InputProps) {
  if (isStagesField(props)) return <StagesWithDates {...props} />;
  if (!isDatetime(props.schemaType)) return props.renderDefault(props);
  return <DocumentZoneDatetime {...props} />;
}
