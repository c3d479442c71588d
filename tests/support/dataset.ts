/** The seeded embedded dataset as the tests read it: every document, and each by id. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export type Doc = { _id: string; _type: string; [key: string]: unknown };

export const dataset: Doc[] = readFileSync(path.resolve('content/dataset/data.ndjson'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Doc);

export const byId = new Map(dataset.map((d) => [d._id, d]));
