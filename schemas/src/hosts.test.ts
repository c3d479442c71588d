import { describe, expect, it } from 'vitest';
import { cnHost, cnOrigin, isCnHost, LOCAL_PORT, localPort, mainOrigin, servesRegion } from './hosts';
import { hasOwnHost, PATH_REGIONS, REGIONS, servesGroup } from './regions';

describe('hosts and origins', () => {
  it('local defaults when nothing is configured', () => {
    expect(cnHost({})).toBe('cn.localhost');
    expect(mainOrigin({})).toBe('http://localhost:3000');
    expect(cnOrigin({})).toBe('http://cn.localhost:3000');
  });
  it('configuration wins, and an empty variable counts as unset', () => {
    const env = { CN_HOST: 'CN.Example', SITE_ORIGIN: 'https://www.example', CN_ORIGIN: '' };
    expect(cnHost(env)).toBe('cn.example');
    expect(mainOrigin(env)).toBe('https://www.example');
    expect(cnOrigin(env)).toBe('http://cn.example:3000');
    expect(cnOrigin({ CN_ORIGIN: 'https://www.example.cn' })).toBe('https://www.example.cn');
  });
  it('the local defaults follow the port the server runs on, and only the defaults', () => {
    expect(mainOrigin({ PORT: '3917' })).toBe('http://localhost:3917');
    expect(cnOrigin({ PORT: '3917' })).toBe('http://cn.localhost:3917');
    expect(mainOrigin({ PORT: '3917', SITE_ORIGIN: 'https://www.example' })).toBe('https://www.example');
    expect(cnOrigin({ PORT: '3917', CN_ORIGIN: 'https://www.example.cn' })).toBe('https://www.example.cn');
    // What Next's server would not listen on is not a port.
    for (const PORT of ['', '0', 'abc', '70000', '-1']) expect(localPort({ PORT }), PORT).toBe(LOCAL_PORT);
    expect(localPort({})).toBe(LOCAL_PORT);
  });
  it("recognises cn's host with or without a port, in any case, and nothing else", () => {
    expect(isCnHost('cn.localhost:3210', {})).toBe(true);
    expect(isCnHost('CN.LOCALHOST', {})).toBe(true);
    expect(isCnHost('localhost:3210', {})).toBe(false);
    expect(isCnHost('cn.localhost.evil.example', {})).toBe(false);
    expect(isCnHost(null, {})).toBe(false);
  });
  it('one region has a host of its own; every other is a prefix of the main host, and serves from it', () => {
    expect(REGIONS.filter(hasOwnHost)).toEqual(['cn']);
    expect(PATH_REGIONS).toEqual(REGIONS.filter((code) => !hasOwnHost(code)));
    for (const code of REGIONS) {
      expect(servesRegion('cn.localhost:3210', code, {}), code).toBe(hasOwnHost(code));
      expect(servesRegion('localhost:3210', code, {}), code).toBe(!hasOwnHost(code));
    }
  });
  it('each account group is served on the host of its regions only', () => {
    expect(servesGroup('cn.localhost', 'cn', {})).toBe(true);
    expect(servesGroup('localhost', 'cn', {})).toBe(false);
    for (const group of ['us', 'eu'] as const) {
      expect(servesGroup('localhost:3210', group, {})).toBe(true);
      expect(servesGroup('cn.localhost:3210', group, {})).toBe(false);
    }
  });
});
