/**
 * Renders the build's ISR cache holds, by stage signature (`~s<n>` in their names). A test server that renders
 * at signatures no other server of the run uses removes a previous run's renders there first: they were made
 * from content that run changed, and would otherwise answer.
 */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

export const BUILD_RENDERS = path.resolve('web/.next/server');

export function removeRenders(matches: (signature: number) => boolean, dir = BUILD_RENDERS) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const signature = /~s(\d+)/.exec(entry.name)?.[1];
    if (signature !== undefined && matches(Number(signature))) rmSync(full, { recursive: true, force: true });
    else if (entry.isDirectory()) removeRenders(matches, full);
  }
}
