import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorFields, flushLog, log } from './log';
import { withRequestId } from './request-scope';

const lines = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(([text]) => JSON.parse(String(text)) as Record<string, unknown>);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('the server log', () => {
  it('writes one JSON object per line, info on stdout and errors on stderr, with the request in hand', () => {
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    withRequestId('req-1', () => log.info('support: accepted', { region: 'us' }));
    log.error('mail: delivery failed', new Error('smtp down', { cause: new Error('refused') }));
    expect(err).toHaveBeenCalledTimes(1);
    expect(out).not.toHaveBeenCalled();
    flushLog();
    expect(lines(out)).toEqual([
      { time: expect.any(String), level: 'info', msg: 'support: accepted', requestId: 'req-1', region: 'us' },
    ]);
    expect(lines(err)).toEqual([
      {
        time: expect.any(String),
        level: 'error',
        msg: 'mail: delivery failed',
        error: expect.objectContaining({
          name: 'Error',
          message: 'smtp down',
          cause: expect.objectContaining({ message: 'refused' }),
        }),
      },
    ]);
    expect(String(out.mock.calls[0]?.[0]).endsWith('}\n')).toBe(true);
  });

  it('drops what is below LOG_LEVEL', () => {
    vi.stubEnv('LOG_LEVEL', 'warn');
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    log.info('not written');
    log.warn('written');
    flushLog();
    expect(out).not.toHaveBeenCalled();
    expect(lines(err).map((line) => line.msg)).toEqual(['written']);
  });

  it('keeps a line on one line whatever the message holds', () => {
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    log.info('a path with\na newline and "quotes"');
    flushLog();
    expect(String(out.mock.calls[0]?.[0]).split('\n')).toHaveLength(2);
  });

  it('writes the lines of one turn of the event loop together, in order, and the next turn’s after', async () => {
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    log.info('one');
    log.info('two');
    expect(out).not.toHaveBeenCalled();
    await new Promise((turn) => setImmediate(turn));
    log.info('three');
    await new Promise((turn) => setImmediate(turn));
    expect(
      out.mock.calls.map(([text]) =>
        String(text)
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l).msg),
      ),
    ).toEqual([['one', 'two'], ['three']]);
  });

  it('describes a thrown non-error too', () => {
    expect(errorFields('plain')).toEqual({ error: 'plain' });
  });
});
