import { describe, expect, it } from 'vitest';
import { destination } from './session-actions';

describe('where a login leads', () => {
  it('follows fromPath only inside the site', () => {
    const site = 'https://www.example.com';
    expect(destination('us', '/us/flagship-bumblebee?x=1', site)).toBe('/us/flagship-bumblebee?x=1');
    expect(destination('us', null, site)).toBe('/us/account');
    for (const hostile of ['https://evil.example/', '//evil.example', '/\\evil.example', '/\t/evil.example'])
      expect(destination('us', hostile, site)).toBe('/us/account');
  });
});
