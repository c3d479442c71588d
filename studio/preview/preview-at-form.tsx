import { Box, Button, Card, Flex, Label, Select, Stack, Text, TextInput } from '@sanity/ui';
import { REGION_INFO, REGIONS, type Region } from '@showcase/schemas/regions';
import { instantOfWallTime, wallTimeIn } from '@showcase/schemas/wall-time';
import { useId, useState } from 'react';
import type { PreviewTarget } from './target';

const MINUTE = 60_000;

export interface PreviewAtFormProps {
  target: PreviewTarget;
  /** The document's own boundaries, offered as one-click choices. */
  instants: readonly number[];
  /** What the form starts at (usually now). */
  initial: number;
  locale?: string;
  busy?: boolean;
  error?: string | null;
  onOpen: (target: PreviewTarget, at: Date) => void;
}

/**
 * The "Preview at…" dialog body: region, page and instant, with the document's schedule dates one click away
 * ("just before" and "at", since a date counts from its exact instant). Times are read and typed in the chosen
 * region's zone, named beside the field; choosing another region keeps the instant and shows it in the new zone.
 */
export function PreviewAtForm({
  target,
  instants,
  initial,
  locale = 'en-GB',
  busy = false,
  error = null,
  onOpen,
}: PreviewAtFormProps) {
  const [region, setRegion] = useState<Region>(target.region);
  const [path, setPath] = useState(target.path);
  const zone = REGION_INFO[region].timeZone;
  const [when, setWhen] = useState(wallTimeIn(initial, zone));
  const ids = { region: useId(), path: useId(), when: useId() };
  const instantChosen = instantOfWallTime(when, zone);
  const at = instantChosen === null ? null : new Date(instantChosen);
  const chooseRegion = (next: Region) => {
    setRegion(next);
    if (at) setWhen(wallTimeIn(at.getTime(), REGION_INFO[next].timeZone));
  };
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });
  return (
    <Stack gap={4} padding={4}>
      <Stack gap={2}>
        <Label as="label" htmlFor={ids.region}>
          Region
        </Label>
        <Select id={ids.region} value={region} onChange={(e) => chooseRegion(e.currentTarget.value as Region)}>
          {REGIONS.map((code) => (
            <option key={code} value={code}>
              {code.toUpperCase()}
            </option>
          ))}
        </Select>
      </Stack>
      <Stack gap={2}>
        <Label as="label" htmlFor={ids.path}>
          Page (empty for the region’s home)
        </Label>
        <TextInput id={ids.path} value={path} onChange={(e) => setPath(e.currentTarget.value.trim())} />
      </Stack>
      <Stack gap={2}>
        <Label as="label" htmlFor={ids.when}>
          Date and time ({zone})
        </Label>
        <TextInput
          id={ids.when}
          type="datetime-local"
          step={1}
          value={when}
          onChange={(e) => setWhen(e.currentTarget.value)}
          customValidity={at ? undefined : 'Choose a date and time'}
        />
      </Stack>
      {instants.length > 0 && (
        <Stack gap={2}>
          <Text size={1} muted>
            This document changes the site at:
          </Text>
          {instants.map((instant) => (
            <Flex key={instant} gap={2} align="center" wrap="wrap">
              <Box flex={1}>
                <Text size={1}>{format.format(instant)}</Text>
              </Box>
              <Button
                mode="ghost"
                fontSize={1}
                text="Just before"
                onClick={() => setWhen(wallTimeIn(instant - MINUTE, zone))}
              />
              <Button mode="ghost" fontSize={1} text="At" onClick={() => setWhen(wallTimeIn(instant, zone))} />
            </Flex>
          ))}
        </Stack>
      )}
      {error && (
        <Card padding={3} tone="critical" radius={2}>
          <Text size={1}>{error}</Text>
        </Card>
      )}
      <Button
        tone="primary"
        text={busy ? 'Opening…' : 'Open preview'}
        disabled={busy || !at}
        onClick={() => at && onOpen({ region, path }, at)}
      />
    </Stack>
  );
}
