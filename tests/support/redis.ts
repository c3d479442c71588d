/**
 * The Redis the tests use (TEST_REDIS_URL, default the machine's); each test keeps its keys under a prefix of
 * its own. Under CI it must answer (.ci/run starts it); elsewhere the suites that need it are skipped, loudly.
 */
import { createClient } from 'redis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export async function testRedisAnswers(suite: string): Promise<boolean> {
  const probe = createClient({ url: TEST_REDIS_URL, socket: { connectTimeout: 2_000, reconnectStrategy: false } });
  probe.on('error', () => {});
  const up = await probe.connect().then(
    () => true,
    () => false,
  );
  if (up) await probe.close();
  else if (process.env.CI) throw new Error(`Redis is required under CI (${TEST_REDIS_URL})`);
  else console.warn(`Redis at ${TEST_REDIS_URL} does not answer: ${suite} is skipped.`);
  return up;
}
