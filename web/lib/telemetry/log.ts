/**
 * The server's log: one JSON object per line (time, level, msg, the request's id and trace where there is one,
 * then the fields), errors and warnings on stderr, the rest on stdout. LOG_LEVEL (debug, info, warn, error;
 * info by default) drops what is below it. A log collector reads the lines as they are; a developer can pipe
 * them through `jq`.
 */

import { trace } from '@opentelemetry/api';
import { settings } from '@showcase/schemas/settings';
import { currentRequestId } from './request-scope';

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 } as const;
export type LogLevel = keyof typeof LEVELS;
export type LogFields = Record<string, unknown>;

const threshold = (): number => LEVELS[settings().LOG_LEVEL as LogLevel];

/** An error as data: its stack is for the operator's log, never for a response. */
export function errorFields(error: unknown): LogFields {
  if (!(error instanceof Error)) return { error: String(error) };
  const cause = error.cause === undefined ? {} : { cause: errorFields(error.cause).error };
  return { error: { name: error.name, message: error.message, stack: error.stack, ...cause } };
}

/** Where the line was written from: the request in hand (request-scope.ts) and the active span, when tracing is on. */
function context(): LogFields {
  const requestId = currentRequestId();
  const span = trace.getActiveSpan()?.spanContext();
  return {
    ...(requestId ? { requestId } : {}),
    ...(span && span.traceFlags !== 0 ? { traceId: span.traceId, spanId: span.spanId } : {}),
  };
}

/**
 * Lines for stdout, written together once per turn of the event loop: one write per line (a system call to a
 * pipe or a file) cost a cached page a third of its throughput when every request logs a line. Warnings and
 * errors go to stderr at once, so a crash never takes its own explanation with it.
 */
const pending: string[] = [];
let flushesAtExit = false;

/** Writes what is waiting; the process's exit does too. */
export function flushLog(): void {
  if (pending.length > 0) process.stdout.write(pending.splice(0).join(''));
}

function later(line: string): void {
  if (pending.length === 0) {
    setImmediate(flushLog);
    if (!flushesAtExit) process.once('exit', flushLog);
    flushesAtExit = true;
  }
  pending.push(line);
}

export function writeLog(level: LogLevel, msg: string, fields: LogFields = {}): void {
  if (LEVELS[level] < threshold()) return;
  const line = `${JSON.stringify({ time: new Date().toISOString(), level, msg, ...context(), ...fields })}\n`;
  if (LEVELS[level] >= LEVELS.warn) process.stderr.write(line);
  else later(line);
}

export const log = {
  debug: (msg: string, fields?: LogFields) => writeLog('debug', msg, fields),
  info: (msg: string, fields?: LogFields) => writeLog('info', msg, fields),
  warn: (msg: string, fields?: LogFields) => writeLog('warn', msg, fields),
  /** `error` is the thrown value, logged with its stack and cause. */
  error: (msg: string, error?: unknown, fields?: LogFields) =>
    writeLog('error', msg, { ...(error === undefined ? {} : errorFields(error)), ...fields }),
};
