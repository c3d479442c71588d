import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The browser's local storage for one visitor, kept across "page loads" (fresh module instances). */
class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
}

const reply = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
const answer = (country: string | null) => reply({ code: 2000, msg: 'success', data: { country } });

let storage: MemoryStorage;
let fetchIso: ReturnType<typeof vi.fn<typeof fetch>>;

/** A new page of the same visitor: the modules load afresh and the store reads local storage. */
async function openPage() {
  vi.resetModules();
  const { askVisitorCountry } = await import('./visitor-country');
  const { useRegionStore } = await import('./store');
  return { askVisitorCountry, state: () => useRegionStore.getState() };
}

const stored = () => JSON.parse(storage.getItem('country') ?? 'null')?.state;

beforeEach(() => {
  storage = new MemoryStorage();
  fetchIso = vi.fn<typeof fetch>();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('fetch', fetchIso);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the visitor country, asked once per visitor (SPEC §3, §7 GET /ssr/iso)', () => {
  it('asks on the first page, once however many labels ask, and remembers the answer', async () => {
    fetchIso.mockResolvedValue(answer('ca'));
    const page = await openPage();
    await Promise.all([page.askVisitorCountry('us'), page.askVisitorCountry('us'), page.askVisitorCountry('us')]);
    expect(fetchIso).toHaveBeenCalledTimes(1);
    const [url, init] = fetchIso.mock.calls[0] ?? [];
    expect(url).toBe('/ssr/iso');
    expect(init?.method ?? 'GET').toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).has('accept-language')).toBe(false);
    expect(page.state().country).toBe('CA');
    expect(stored()).toEqual({ country: 'CA', countryAsked: true });

    const next = await openPage();
    expect(next.state().country).toBe('CA');
    await next.askVisitorCountry('us');
    expect(fetchIso).toHaveBeenCalledTimes(1);
  });

  it('an unknown country is an answer too: not asked again', async () => {
    fetchIso.mockResolvedValue(answer(null));
    await (await openPage()).askVisitorCountry('uk');
    expect(stored()).toEqual({ country: null, countryAsked: true });
    await (await openPage()).askVisitorCountry('us');
    expect(fetchIso).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['another code', () => Promise.resolve(reply({ code: 5000, msg: 'Server error', data: null }, 500))],
    ['a page that is no wrapper', () => Promise.resolve(reply('<html>Bad gateway</html>', 502))],
    ['a malformed country', () => Promise.resolve(answer('Canada'))],
  ])('%s is no answer: nothing is remembered and the next page asks again', async (_, fails) => {
    fetchIso.mockImplementationOnce(fails).mockResolvedValueOnce(answer('BR'));
    const first = await openPage();
    await expect(first.askVisitorCountry('us')).resolves.toBeUndefined();
    expect(first.state()).toMatchObject({ country: null, countryAsked: false });
    expect(stored()?.countryAsked ?? false).toBe(false);

    const next = await openPage();
    await next.askVisitorCountry('us');
    expect(fetchIso).toHaveBeenCalledTimes(2);
    expect(next.state().country).toBe('BR');
  });

  it('a country stored before the store kept whether it asked counts as known', async () => {
    storage.setItem('country', JSON.stringify({ state: { country: 'CA' }, version: 0 }));
    const page = await openPage();
    await page.askVisitorCountry('us');
    expect(fetchIso).not.toHaveBeenCalled();
    expect(page.state().country).toBe('CA');
  });
});
