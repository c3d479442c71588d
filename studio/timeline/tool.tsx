import { Button, Card, Flex, Text } from '@sanity/ui';
import { useMemo, useState } from 'react';
import type { Tool } from 'sanity';
import { IntentLink } from 'sanity/router';
import { ChangesAt } from './changes-at';
import { layeredSources } from './layered-sources';
import { type AxisSpan, axisRange, buildTimeline, nextWake, sourcesFor } from './model';
import { PromotionTimeline, type RegionChoice, zoneFor } from './promotion-timeline';
import { useLiveContent } from './use-live-content';
import { useNow, useWakeAt } from './use-now';
import { editorsZone } from './zone-time';

function TimelineTool() {
  const { content, error, retry } = useLiveContent();
  const [region, setRegion] = useState<RegionChoice>('all');
  const [span, setSpan] = useState<AxisSpan>('near');
  const ownZone = useMemo(editorsZone, []);
  const sources = useMemo(() => content && layeredSources(content.documents, content.releases), [content]);
  const { now, renew } = useNow();
  const timeline = useMemo(() => sources && buildTimeline(sourcesFor(sources, region), now), [sources, region, now]);
  const range = timeline && axisRange(timeline, now, span);
  // The "now" marker is redrawn when it has moved by a thousandth of the axis (nextWake keeps it to a minute at least).
  useWakeAt(timeline && range ? nextWake(timeline, now, (range.to - range.from) / 1000) : null, now, renew);

  return (
    <Card height="fill" overflow="auto">
      {error && (
        <Card tone="critical" padding={3} role="alert">
          <Flex gap={3} align="center">
            <Text size={1}>{`The timeline could not be read: ${error}`}</Text>
            <Button text="Try again" mode="ghost" onClick={retry} />
          </Flex>
        </Card>
      )}
      {timeline ? (
        <PromotionTimeline
          timeline={timeline}
          now={now}
          region={region}
          zone={zoneFor(region, ownZone)}
          span={span}
          onRegionChange={setRegion}
          launchCheck={
            content && (
              <ChangesAt
                documents={content.documents}
                releases={content.releases}
                now={now}
                region={region}
                zone={zoneFor(region, ownZone)}
              />
            )
          }
          onSpanChange={setSpan}
          renderLink={(row, label) => (
            <IntentLink
              intent="edit"
              params={{ id: row.documentId, type: row.documentType }}
              style={{ color: 'inherit' }}
            >
              {label}
            </IntentLink>
          )}
        />
      ) : (
        !error && (
          <p role="status" style={{ padding: 16 }}>
            Loading…
          </p>
        )
      )}
    </Card>
  );
}

/** The "Promotion timeline" Studio tool. */
export const timelineTool: Tool = { name: 'promotion-timeline', title: 'Promotion timeline', component: TimelineTool };
