import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleAccountCall } from '../account-service/http';
import { log } from '../telemetry/log';
import { readJson, readText } from './body';

/** A JSON upload whose client hangs up after its first bytes, as Node reports it on the server. */
function cutOff(error: Error = Object.assign(new Error('aborted'), { code: 'ECONNRESET' })): Request {
  let sent = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent) controller.error(error);
      else controller.enqueue(new TextEncoder().encode('{"email":"ann@exa'));
      sent = true;
    },
  });
  // Node requires `duplex` for stream bodies; TypeScript's RequestInit does not know it yet.
  const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' };
  return new Request('http://localhost/usapi/account/user/subscribe/create', init);
}

afterEach(() => vi.restoreAllMocks());

describe('a request body its client cut off', () => {
  it('is read as aborted, with one info line', async () => {
    const info = vi.spyOn(log, 'info').mockImplementation(() => {});
    expect(await readText(cutOff(), 1024)).toBe('aborted');
    expect(await readJson(cutOff(new DOMException('The operation was aborted', 'AbortError')))).toMatchObject({
      ok: false,
      aborted: true,
    });
    expect(info).toHaveBeenCalledTimes(2);
    expect(String(info.mock.calls[0]?.[0])).toContain('ECONNRESET');
  });

  it('is not an outage of the account database: no error is logged and the answer is not 5030', async () => {
    vi.spyOn(log, 'info').mockImplementation(() => {});
    const error = vi.spyOn(log, 'error').mockImplementation(() => {});
    const context = vi.fn(async () => {
      throw new Error('the database is not needed to refuse a body that never arrived');
    });
    const response = await handleAccountCall('us', cutOff(), ['subscribe', 'create'], { context });
    const reply = (await response.json()) as { code: number };
    expect(reply.code).toBe(4000);
    expect(response.status).toBe(400);
    expect(context).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('still tells malformed UTF-8 apart (the client sent it whole)', async () => {
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Uint8Array([0x22, 0xff, 0x22]),
    };
    expect(await readText(new Request('http://localhost/', init), 1024)).toBeNull();
  });
});
