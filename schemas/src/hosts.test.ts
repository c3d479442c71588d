import { describe, expect, it } from 'vitest';
import { cnHost, cnOrigin, isCnHost, mainOrigin, servesGroup, servesRegion } from './hosts';
import { hasOwnHost, PATH_REGIONS, REGIONS } from './regions';
import { settingsFrom } from './settings';

const none = settingsFrom({});

describe('hosts and origins', () => {
  it('local defaults when nothing is configured', () => {
    expect(cnHost(none)).toBe('cn.localhost');
    expect(mainOrigin(none)).toBe('http://localhost:3000');
    expect(cnOrigin(none)).toBe('http://cn.localhost:3000');
  });
  it('configuration wins, and an empty variable counts as unset', () => {
    const env = settingsFrom({ CN_HOST: 'CN.Example', SITE_ORIGIN: 'https://www.example', CN_ORIGIN: '' });
    expect(cnHost(env)).toBe('cn.example');
    expect(mainOrigin(env)).toBe('https://www.example');
    expect(cnOrigin(env)).toBe('http://cn.example:3000');
    expect(cnOrigin(settingsFrom({ CN_ORIGIN: 'https://www.example.cn' }))).toBe('https://www.example.cn');
  });
  it('the local defaults follow the port the server runs on, and only the defaults', () => {
    expect(mainOrigin(settingsFrom({ PORT: '3917' }))).toBe('http://localhost:3917');
    expect(cnOrigin(settingsFrom({ PORT: '3917' }))).toBe('http://cn.localhost:3917');
    const set = settingsFrom({ PORT: '3917', SITE_ORIGIN: 'https://www.example', CN_ORIGIN: 'https://www.example.cn' });
    expect(mainOrigin(set)).toBe('https://www.example');
    expect(cnOrigin(set)).toBe('https://www.example.cn');
    // What Next's server would not listen on is not a port: the start stops (settings.test.ts).
    for (const PORT of ['0', 'abc', '70000', '-1']) expect(() => settingsFrom({ PORT }), PORT).toThrow(/PORT=/);
  });
  it("recognises cn's host with or without a port, in any case, and nothing else", () => {
    expect(isCnHost('cn.localhost:3210', none)).toBe(true);
    expect(isCnHost('CN.LOCALHOST', none)).toBe(true);
    expect(isCnHost('localhost:3210', none)).toBe(false);
    expect(isCnHost('cn.localhost.evil.example', none)).toBe(false);
    expect(isCnHost(null, none)).toBe(false);
  });
  it('one region has a host of its own; every other is a prefix of the main host, and serves from it', () => {
    expect(REGIONS.filter(hasOwnHost)).toEqual(['cn']);
    expect(PATH_REGIONS).toEqual(REGIONS.filter((code) => !hasOwnHost(code)));
    for (const code of REGIONS) {
      expect(servesRegion('cn.localhost:3210', code, none), code).toBe(hasOwnHost(code));
      expect(servesRegion('localhost:3210', code, none), code).toBe(!hasOwnHost(code));
    }
  });
  it('each account group is served on the host of its regions only', () => {
    expect(servesGroup('cn.localhost', 'cn', none)).toBe(true);
    expect(servesGroup('localhost', 'cn', none)).toBe(false);
    for (const group of ['us', 'eu'] as const) {
      expect(servesGroup('localhost:3210', group, none)).toBe(true);
      expect(servesGroup('cn.localhost:3210', group, none)).toBe(false);
    }
  });
});
