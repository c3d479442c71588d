/**
 * Where the embedded dataset lives and how it is written: atomically, so a failed rebuild
 * leaves the previous dataset exactly as it was.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DATASET_DIR = process.env.CONTENT_DATASET_DIR
  ? path.resolve(process.env.CONTENT_DATASET_DIR)
  : path.join(ROOT, 'content', 'dataset');
export const DATASET_FILE = 'data.ndjson';
export const MANIFEST_FILE = 'manifest.json';

export interface Manifest {
  sourceHash: string;
  documents: number;
  bytes: number;
  builtAt: string;
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
}

/** A hash of everything the dataset is made from: when it changes, the dataset is stale. */
export function sourceHash(): string {
  const hash = createHash('sha256');
  for (const dir of ['migrations/src', 'schemas/src'])
    for (const file of walk(path.join(ROOT, dir))) hash.update(path.relative(ROOT, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

export function readManifest(dir = DATASET_DIR): Manifest | null {
  try {
    return JSON.parse(readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

export interface DatasetWrite {
  ndjson: string;
  files: { folder: 'images' | 'files'; name: string; bytes: Buffer }[];
  manifest: Manifest;
  /** Further files beside data.ndjson, by name. */
  extra?: Record<string, string>;
}

/** Writes into a fresh folder beside the target, then swaps it in with renames. */
export function writeDatasetAtomically(write: DatasetWrite, dir = DATASET_DIR): void {
  const parent = path.dirname(dir);
  mkdirSync(parent, { recursive: true });
  const staging = path.join(parent, `.${path.basename(dir)}-staging-${process.pid}`);
  const retired = path.join(parent, `.${path.basename(dir)}-retired-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  try {
    for (const folder of ['images', 'files']) mkdirSync(path.join(staging, folder), { recursive: true });
    for (const file of write.files) writeFileSync(path.join(staging, file.folder, file.name), file.bytes);
    writeFileSync(path.join(staging, DATASET_FILE), write.ndjson);
    for (const [name, text] of Object.entries(write.extra ?? {})) writeFileSync(path.join(staging, name), text);
    writeFileSync(path.join(staging, MANIFEST_FILE), `${JSON.stringify(write.manifest, null, 2)}\n`);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  if (existsSync(dir)) renameSync(dir, retired);
  renameSync(staging, dir);
  rmSync(retired, { recursive: true, force: true });
}
