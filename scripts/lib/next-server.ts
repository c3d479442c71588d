/**
 * Starts the built site with `next start` (benchmarks, and tests that need a server under other conditions
 * than the shared one: a controlled clock, another content backend, a restart) and stops it with its process
 * group. The process is the server itself, so its exit is the server's exit, after it closed its databases.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './dataset-files';

export interface NextServer {
  origin: string;
  /** The process group of the server (it and the worker Next starts): kill(-pgid) reaches both. */
  pgid: number;
  /** SIGTERM to the whole group; settles once the server has exited (SIGKILL if it has not within 15 s). */
  stop: () => Promise<void>;
  /** SIGKILL to the whole group, as a crash or an OOM kill would. */
  kill: () => void;
  /** Settles when the server process has exited. */
  exited: Promise<void>;
  /** What the server has printed so far on stdout and stderr (the first 20 KB). */
  output: () => string;
  /** The file that keeps everything it prints, beyond output()'s first 20 KB. */
  logFile: string;
}

/**
 * Every server started here and not yet exited, by process group. A server runs in a group of its own (so
 * that stopping it reaches Next's worker too), which also means it outlives this process unless told: a
 * test that timed out while its server was still starting never got the handle to stop it. So whatever is
 * still running when this process exits is killed, and no later run finds its port taken.
 */
const running = new Map<number, Promise<void>>();
/** Servers by port: a server stopped but still closing holds its port, and the next start must wait for it. */
const byPort = new Map<number, Promise<void>>();
process.once('exit', () => {
  for (const pgid of running.keys()) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {}
  }
});

/**
 * faketime's wrapper keeps a semaphore and a shared-memory object named by its own pid, and removes them only
 * when it exits normally; stopped by a signal (as every server here is) it leaves them in /dev/shm, and a later
 * wrapper that happens to get the same pid refuses to start ("sem_open: File exists"). So the wrapper is
 * started through a shell that clears its own pid's leftovers before exec (exec keeps the pid), and they are
 * cleared again once it has exited.
 */
export function faketimeObjects(pid: string): string[] {
  return [`/dev/shm/sem.faketime_sem_${pid}`, `/dev/shm/faketime_shm_${pid}`];
}

/** `command` run on a clock that starts at `instant` (an ISO instant in UTC) and runs on from there. */
export function faketimeCommand(instant: string, command: string[]): string[] {
  const start = `@${instant.replace('T', ' ').replace(/(\.\d+)?Z$/, '')}`;
  return ['sh', '-c', `rm -f ${faketimeObjects('$$').join(' ')}; exec faketime "$@"`, 'sh', '-f', start, ...command];
}

export async function startNext(
  port: number,
  env: Record<string, string> = {},
  options: {
    fakeTime?: string;
    /** Polled until it answers 2xx; by default the site's readiness (its account databases open). */
    readyPath?: string;
    /** The app folder (default web/). */
    cwd?: string;
    /** Run the build's standalone server the way `npm start` does (scripts/start.sh) instead of `next start`. */
    standalone?: boolean;
    /** The checkout whose build runs (default this one): another, built, to measure beside this one. */
    root?: string;
  } = {},
): Promise<NextServer> {
  const origin = `http://localhost:${port}`;
  // Bounded: a server on this port that was never stopped is reported as taking it, just below.
  await Promise.race([byPort.get(port), new Promise((r) => setTimeout(r, 20_000).unref())]);
  const taken = await fetch(`${origin}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is taken by another server`);
  const root = options.root ?? ROOT;
  const app = options.cwd ?? path.join(root, 'web');
  const next = options.standalone
    ? ['bash', path.join(root, 'scripts', 'start.sh')]
    : [process.execPath, path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(port)];
  const command = options.fakeTime ? faketimeCommand(options.fakeTime, next) : next;
  const server: ChildProcess = spawn(command[0] as string, command.slice(1), {
    cwd: app,
    env: {
      ...process.env,
      // A data folder of its own unless one is named: PGlite opens a folder in one process at a time, and a
      // server sharing one with another (a test's second server, a run before) would find its accounts locked.
      ACCOUNT_DATA_DIR:
        process.env.ACCOUNT_DATA_DIR ?? path.join(ROOT, 'test-results', 'servers', `accounts-${port}-${Date.now()}`),
      TZ: 'UTC',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_MANUAL_SIG_HANDLE: '1',
      ...(options.standalone ? { PORT: String(port) } : {}),
      ...env,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // What the server printed (its first 20 KB: the start-up report), and the last of its stderr, so that a
  // server that would not start says why.
  let printed = '';
  let stderr = '';
  // Everything it prints, kept for the run's report: a test that fails on a server's answer can be read there.
  const logs = path.join(ROOT, 'test-results', 'servers');
  mkdirSync(logs, { recursive: true });
  const logFile = path.join(logs, `${port}-${Date.now()}.log`);
  const log = createWriteStream(logFile);
  const keep = (chunk: Buffer) => {
    log.write(chunk);
    if (printed.length < 20_000) printed += chunk.toString();
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', (chunk: Buffer) => {
    keep(chunk);
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  const exited = new Promise<void>((resolve) =>
    server.once('exit', () => {
      if (server.pid) running.delete(server.pid);
      if (server.pid && options.fakeTime)
        for (const file of faketimeObjects(String(server.pid))) rmSync(file, { force: true });
      log.end();
      resolve();
    }),
  );
  if (server.pid) running.set(server.pid, exited);
  byPort.set(port, exited);
  const signal = (name: NodeJS.Signals) => () => {
    if (server.pid && server.exitCode === null && server.signalCode === null) process.kill(-server.pid, name);
  };
  const kill = signal('SIGKILL');
  const stop = async () => {
    signal('SIGTERM')();
    const late = setTimeout(kill, 15_000);
    await exited;
    clearTimeout(late);
  };
  const pgid = server.pid ?? 0;
  // Opening three new PGlite folders at start takes 5-15 s of CPU on two cores, longer on a busy machine.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}${options.readyPath ?? '/api/ready'}`)).ok)
        return { origin, pgid, stop, kill, exited, output: () => printed, logFile };
    } catch {}
    if (server.exitCode !== null)
      throw new Error(`next start on port ${port} exited with ${server.exitCode}:\n${stderr.trim()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`next start on port ${port} did not answer:\n${stderr.trim()}`);
}

/** Resident memory of a server's process group (it and Next's worker), in MB. */
export function serverRssMb(pgid: number): number {
  const out = execFileSync('ps', ['-o', 'rss=', '-g', String(pgid)], { encoding: 'utf8' });
  return Math.round(out.split('\n').reduce((sum, line) => sum + (Number(line.trim()) || 0), 0) / 1024);
}
