import { Stack, Text } from '@sanity/ui';
import { API_VERSION } from '@showcase/schemas/api-version';
import { documentZone, zoneTitle } from '@showcase/schemas/zones';
import { type ReactNode, useEffect, useState } from 'react';
import { type InputProps, useClient, useFormValue } from 'sanity';

/** Whether the field is an activation's list of stages (`activation.stages`, wherever the activation sits). */
export const isStagesField = (props: InputProps) =>
  props.path[props.path.length - 1] === 'stages' && props.schemaType.jsonType === 'array';

/**
 * What each chosen stage covers: a schedule's stage is how many of its dates have passed (0 before the first),
 * so stage n runs from its n-th date until the next. `format` writes an instant.
 */
export function stageSpans(
  stages: readonly number[],
  timestamps: readonly string[],
  format: (instant: string) => string,
): string[] {
  const dates = timestamps.toSorted((a, b) => Date.parse(a) - Date.parse(b));
  return [...new Set(stages)]
    .toSorted((a, b) => a - b)
    .map((stage) => {
      const [from, until] = [dates[stage - 1], dates[stage]];
      if (stage === 0) return until ? `Stage 0: until ${format(until)}` : 'Stage 0: always (the schedule has no dates)';
      if (!from) return `Stage ${stage}: never (the schedule has ${dates.length} dates)`;
      return until ? `Stage ${stage}: ${format(from)} – ${format(until)}` : `Stage ${stage}: from ${format(from)} on`;
    });
}

/** The stages' spans below the list, in `zone`. */
export function StageSpans({ spans, zone }: { spans: readonly string[]; zone: string | null }): ReactNode {
  if (spans.length === 0) return null;
  return (
    <Stack gap={2} data-testid="stage-dates">
      {spans.map((span) => (
        <Text key={span} size={1} muted>
          {span}
        </Text>
      ))}
      {zone && <Text size={1} muted>{`Time zone: ${zoneTitle(zone)}`}</Text>}
    </Stack>
  );
}

const inZone = (instant: string, zone: string | null) =>
  new Intl.DateTimeFormat(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(zone ? { timeZone: zone } : {}),
  }).format(new Date(instant));

/**
 * An activation's stages with the dates they stand for beside them, read from the schedule it follows as the
 * site does (the published schedule): a bare "1" says nothing of when.
 */
export function StagesWithDates(props: InputProps): ReactNode {
  const parent = props.path.slice(0, -1);
  const scheduleId = useFormValue([...parent, 'schedule', '_ref']);
  const document = {
    _type: useFormValue(['_type']),
    region: useFormValue(['region']),
  };
  const zone = documentZone(document).zone;
  const client = useClient({ apiVersion: API_VERSION });
  const [timestamps, setTimestamps] = useState<string[] | null>(null);
  useEffect(() => {
    if (typeof scheduleId !== 'string') return setTimestamps(null);
    let current = true;
    client
      .fetch<string[] | null>('*[_id == $id][0].timestamps', { id: scheduleId })
      .then((found) => current && setTimestamps(found ?? []))
      .catch(() => current && setTimestamps(null));
    return () => {
      current = false;
    };
  }, [client, scheduleId]);
  const stages = Array.isArray(props.value) ? props.value.filter((s): s is number => typeof s === 'number') : [];
  const spans = timestamps ? stageSpans(stages, timestamps, (instant) => inZone(instant, zone)) : [];
  return (
    <Stack gap={3}>
      {props.renderDefault(props)}
      <StageSpans spans={spans} zone={zone} />
    </Stack>
  );
}
