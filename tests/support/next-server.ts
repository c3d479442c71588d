/**
 * A second `next start` of the build, for tests that need the server under other conditions than the
 * shared one (a controlled clock, another content backend). Killed with its process group.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export interface NextServer {
  origin: string;
  stop: () => void;
  /** Settles when the server process has exited (after `stop`, once it closed what it had open). */
  exited: Promise<void>;
}

export async function startNext(
  port: number,
  env: Record<string, string> = {},
  options: { fakeTime?: string } = {},
): Promise<NextServer> {
  const taken = await fetch(`http://localhost:${port}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is taken by another server`);
  // The server itself, not npx around it: its exit is the server's exit (after it closed its databases).
  const next = [
    process.execPath,
    path.resolve('node_modules', 'next', 'dist', 'bin', 'next'),
    'start',
    '-p',
    String(port),
  ];
  const command = options.fakeTime
    ? ['faketime', '-f', `@${options.fakeTime.replace('T', ' ').replace(/(\.\d+)?Z$/, '')}`, ...next]
    : next;
  const server: ChildProcess = spawn(command[0] as string, command.slice(1), {
    cwd: path.resolve('web'),
    env: { ...process.env, TZ: 'UTC', NEXT_TELEMETRY_DISABLED: '1', NEXT_MANUAL_SIG_HANDLE: '1', ...env },
    detached: true,
    stdio: 'ignore',
  });
  const origin = `http://localhost:${port}`;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  };
  for (let i = 0; i < 100; i++) {
    try {
      // Answered by this process, not by a stray server on the same port (ours would have exited: EADDRINUSE).
      if ((await fetch(`${origin}/ssr/timestamp`)).ok && server.exitCode === null) return { origin, stop, exited };
    } catch {}
    if (server.exitCode !== null) throw new Error(`next start on port ${port} exited with ${server.exitCode}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error(`next start on port ${port} did not answer`);
}
