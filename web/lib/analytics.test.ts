import { describe, expect, it } from 'vitest';
import { dataLayerOf, storedUserId, userIdKey, virtualPageView } from './analytics';

describe('the virtual page view', () => {
  it('reports a visitor who is not logged in', () => {
    expect(
      virtualPageView({
        path: '/us/flagship-bumblebee?ref=menu',
        title: 'Flagship Bumblebee | Roboshift',
        location: 'https://www.example.com/us/flagship-bumblebee?ref=menu',
        storedUserId: null,
      }),
    ).toEqual({
      event: 'virtual_page_view',
      page_path: '/us/flagship-bumblebee?ref=menu',
      page_title: 'Flagship Bumblebee | Roboshift',
      page_location: 'https://www.example.com/us/flagship-bumblebee?ref=menu',
      login_status: 'Not logged in',
      user_id: null,
    });
  });

  it('reports a logged-in user with the stored id', () => {
    const event = virtualPageView({ path: '/uk', title: 'Home', location: 'https://x/uk', storedUserId: '"u-42"' });
    expect(event.login_status).toBe('Logged in');
    expect(event.user_id).toBe('u-42');
  });

  it("never hands a mailed link's token to the tag", () => {
    const event = virtualPageView({
      path: '/us/login/reset?token=s3cret&ref=mail',
      title: 'Reset',
      location: 'https://www.example.com/us/login/reset?token=s3cret',
      storedUserId: null,
    });
    expect(event.page_path).toBe('/us/login/reset?ref=mail');
    expect(event.page_location).toBe('https://www.example.com/us/login/reset');
  });

  it('only a non-empty JSON string is a user id', () => {
    expect(storedUserId('"abc"')).toBe('abc');
    for (const raw of [null, undefined, '', '""', '"  "', 'abc', '42', 'null', '{"userId":"a"}', '{'])
      expect(storedUserId(raw)).toBeNull();
  });

  it('reads the key of the region group', () => {
    expect(['us', 'kr', 'jp'].map((r) => userIdKey(r as 'us'))).toEqual(['us:userId', 'us:userId', 'us:userId']);
    expect(['uk', 'eu', 'fr', 'de'].map((r) => userIdKey(r as 'uk'))).toEqual(Array(4).fill('eu:userId'));
    expect(userIdKey('cn')).toBe('cn:userId');
  });
});

describe('the data layer', () => {
  it('is created when missing and reused afterwards', () => {
    const win: { dataLayer?: unknown } = {};
    dataLayerOf(win).push({ a: 1 });
    dataLayerOf(win).push({ b: 2 });
    expect(win.dataLayer).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it("keeps a tag's own layer", () => {
    const seen: unknown[] = [];
    const win = { dataLayer: { push: (item: unknown) => seen.push(item) } };
    dataLayerOf(win).push({ a: 1 });
    expect(seen).toEqual([{ a: 1 }]);
  });

  it('replaces something that is not a layer', () => {
    const win: { dataLayer?: unknown } = { dataLayer: 'oops' };
    dataLayerOf(win).push(1);
    expect(win.dataLayer).toEqual([1]);
  });
});
