/** The development outbox: one JSON line per message in the accounts' data folder, newest last. */

import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Settings, settings } from '@showcase/schemas/settings';
import { dataRoot } from '../config';
import type { Mail } from './message';

export interface OutboxMessage extends Mail {
  from: string;
  sentAt: string;
}

type Env = Pick<Settings, 'ACCOUNT_DATA_DIR'>;

export const outboxFile = (env: Env = settings()) => path.join(dataRoot(env), 'outbox.ndjson');

export function appendToOutbox(message: OutboxMessage, env: Env = settings()) {
  const file = outboxFile(env);
  mkdirSync(path.dirname(file), { recursive: true });
  appendFileSync(file, `${JSON.stringify(message)}\n`);
}

/** Newest first. */
export function readOutbox(env: Env = settings(), limit = 200): OutboxMessage[] {
  const file = outboxFile(env);
  if (!existsSync(file)) return [];
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const messages: OutboxMessage[] = [];
  for (const line of lines.slice(-limit).reverse()) {
    try {
      messages.push(JSON.parse(line) as OutboxMessage);
    } catch {
      // A line cut short by a crash: skip it, keep the rest.
    }
  }
  return messages;
}
