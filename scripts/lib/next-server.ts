/** Starts the built site with `next start` for a benchmark, and stops it with its whole process group. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './dataset-files';

export async function waitForOk(url: string, attempts = 100): Promise<void> {
  for (let i = 0; i < attempts; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

export async function startNextServer(port: number, readyPath = '/us'): Promise<{ stop: () => void }> {
  const server = spawn('npx', ['next', 'start', '-p', String(port)], {
    cwd: path.join(ROOT, 'web'),
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  };
  try {
    await waitForOk(`http://127.0.0.1:${port}${readyPath}`);
  } catch (error) {
    stop();
    throw error;
  }
  return { stop };
}
