/**
 * A second `next start` of the build, for tests that need the server under other conditions than the
 * shared one (a controlled clock, another content backend). Killed with its process group.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export interface NextServer {
  origin: string;
  stop: () => void;
}

export async function startNext(
  port: number,
  env: Record<string, string> = {},
  options: { fakeTime?: string } = {},
): Promise<NextServer> {
  const next = ['npx', 'next', 'start', '-p', String(port)];
  const command = options.fakeTime
    ? ['faketime', '-f', `@${options.fakeTime.replace('T', ' ').replace(/(\.\d+)?Z$/, '')}`, ...next]
    : next;
  const server: ChildProcess = spawn(command[0] as string, command.slice(1), {
    cwd: path.resolve('web'),
    env: { ...process.env, TZ: 'UTC', NEXT_TELEMETRY_DISABLED: '1', ...env },
    detached: true,
    stdio: 'ignore',
  });
  const origin = `http://localhost:${port}`;
  const stop = () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  };
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${origin}/ssr/timestamp`)).ok) return { origin, stop };
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error(`next start on port ${port} did not answer`);
}
