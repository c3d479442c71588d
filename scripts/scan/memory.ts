/**
 * The server's memory through the scan: resident (VmRSS) and its peak (VmHWM, which no sample can miss) from
 * /proc, before the attacks, after a flood of unknown paths, and at the end. Reported here, bounded by the
 * figures of docs/OPERATIONS.md's 600 MB server; the soak that holds memory down is a bench of its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { PATH_REGIONS } from '@showcase/schemas/regions';
import type { NextServer } from '../lib/next-server';
import type { Outcome, Probe } from './scan';

export const UNKNOWN_PATHS = 5_000;
const CONCURRENCY = 10;
const PEAK_LIMIT_MB = 800;
const AFTER_LIMIT_MB = 600;
/** A rise of the peak during one attack that the line names. */
const NOTED_RISE_MB = 50;

interface Reading {
  rssMb: number;
  peakMb: number;
}

/** The biggest process of the server's group: the server itself (a standalone start runs no worker). */
function reading(server: NextServer): Reading {
  let best: Reading = { rssMb: 0, peakMb: 0 };
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== server.pgid) continue;
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
      const found = { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
      if (found.rssMb > best.rssMb) best = found;
    } catch {}
  }
  return best;
}

const unknownPath = (i: number) => {
  const region = PATH_REGIONS[i % PATH_REGIONS.length];
  return [`/${region}/no-such-page-${i}`, `/${region}/support/deeper/${i}`, `/_next/static/chunks/missing-${i}.js`][
    i % 3
  ];
};

/** Probe 15 in three parts: `start` before the attacks, `flood` right after, the probe itself at the end. */
export function memoryWatch(server: NextServer) {
  let start: Reading | null = null;
  let afterFlood: Reading | null = null;
  let statuses: Record<number, number> = {};
  /** The peak after each attack: which one raised it. */
  const marks: { after: string; peakMb: number }[] = [];
  const probe: Probe = {
    n: 15,
    name: 'memory',
    async run(): Promise<Outcome> {
      const end = reading(server);
      const afterMb = afterFlood?.rssMb ?? end.rssMb;
      let raisedBy = '';
      let previous = afterFlood?.peakMb ?? start?.peakMb ?? 0;
      for (const mark of marks) {
        if (mark.peakMb > previous + NOTED_RISE_MB) raisedBy += `, +${mark.peakMb - previous} MB by ${mark.after}`;
        previous = mark.peakMb;
      }
      const codes = Object.entries(statuses)
        .map(([status, n]) => `${n}× ${status}`)
        .join(', ');
      return {
        pass: end.peakMb <= PEAK_LIMIT_MB && afterMb <= AFTER_LIMIT_MB,
        seen: `RSS ${start?.rssMb ?? '?'} MB at start (peak ${start?.peakMb ?? '?'}), ${afterFlood?.rssMb ?? '?'} MB after ${UNKNOWN_PATHS} unknown paths (${codes || 'not run'}; peak so far ${afterFlood?.peakMb ?? '?'} MB), ${end.rssMb} MB at the end; peak ${end.peakMb} MB${raisedBy} (limits: peak ${PEAK_LIMIT_MB}, after the paths ${AFTER_LIMIT_MB})`,
        details: { start, afterFlood, end, statuses, marks },
      };
    },
  };
  return {
    probe,
    /** The peak once an attack is over. */
    mark: (after: string) => {
      marks.push({ after, peakMb: reading(server).peakMb });
    },
    start: () => {
      start = reading(server);
    },
    flood: async () => {
      statuses = {};
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          for (let i = next++; i < UNKNOWN_PATHS; i = next++) {
            const response = await fetch(`${server.origin}${unknownPath(i)}`, { redirect: 'manual' });
            await response.arrayBuffer();
            statuses[response.status] = (statuses[response.status] ?? 0) + 1;
          }
        }),
      );
      afterFlood = reading(server);
    },
  };
}
