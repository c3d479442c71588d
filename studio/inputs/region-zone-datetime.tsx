import { Stack, Text } from '@sanity/ui';
import { isRegion, REGION_INFO } from '@showcase/schemas/regions';
import { type InputProps, type SchemaType, useFormValue } from 'sanity';

/** Whether a field is a datetime, directly or through a named type built on it. */
function isDatetime(type: SchemaType | undefined): boolean {
  for (let t = type; t; t = t.type) if (t.name === 'datetime') return true;
  return false;
}

const editorsZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Every datetime field of a regional document is shown and typed in the region's named zone (the region
 * registry's), the zone its editors and shoppers read schedules in, whatever the editor's computer says; the
 * Studio's own zone button names it and lets an editor switch. Where the editor's own zone differs, the instant
 * is also written in theirs below the field. Instants are stored as instants, as ever.
 */
export function RegionZoneDatetimeInput(props: InputProps) {
  const region = useFormValue(['region']);
  if (!isDatetime(props.schemaType) || !isRegion(region)) return props.renderDefault(props);
  const zone = REGION_INFO[region].timeZone;
  const own = editorsZone();
  const value = typeof props.value === 'string' ? new Date(props.value) : null;
  const schemaType = {
    ...props.schemaType,
    options: { ...props.schemaType.options, displayTimeZone: zone, allowTimeZoneSwitch: true },
  };
  return (
    <Stack gap={2}>
      {props.renderDefault({ ...props, schemaType } as InputProps)}
      {value && !Number.isNaN(value.getTime()) && own !== zone && (
        <Text size={1} muted data-testid="editors-zone">
          {`In your time zone (${own}): ${new Intl.DateTimeFormat(undefined, {
            dateStyle: 'medium',
            timeStyle: 'short',
            timeZone: own,
          }).format(value)}`}
        </Text>
      )}
    </Stack>
  );
}
