import { cnHost, mainOrigin } from '@showcase/schemas/hosts';
import { describe, expect, it } from 'vitest';
import { createGuardedServer, isHostName, readTarget, siteOf } from './request-guard';

const main = new URL(mainOrigin()).hostname;
const cn = cnHost();

describe('the Host a request may name', () => {
  it('is a host name, an IPv4 address or a bracketed IPv6 literal, with a port or without', () => {
    for (const host of [
      'localhost',
      `${cn}:3000`,
      'CN.LocalHost:3000',
      '[::1]:3000',
      '[::1]',
      '[2001:db8::ffff:192.0.2.1]',
      '127.0.0.1:80',
      'shop.example.com.',
      'a-b_c.example:65535',
      `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`,
    ])
      expect(isHostName(host), host).toBe(true);
  });

  it('is never a path, a user, a space, a backslash, nothing, something very long or unicode', () => {
    for (const host of [
      `${cn}:3000/flagship-bumblebee`,
      'localhost:3000/us',
      'localhost/',
      'localhost\\evil.example',
      'user@localhost',
      'localhost@evil.example',
      'local host',
      ' localhost',
      'localhost ',
      '',
      ':3000',
      'a'.repeat(64),
      `${'a.'.repeat(127)}a`,
      'x'.repeat(5000),
      'bücher.example',
      'пример.рф',
      'a..b',
      '.localhost',
      'localhost:',
      'localhost:65536',
      'localhost:123456',
      'localhost:3000:1',
      '[::1',
      '[zz::1]',
      '[::1]x',
      '::1',
      'localhost?x',
      'localhost#x',
      'localhost\t',
    ])
      expect(isHostName(host), JSON.stringify(host)).toBe(false);
  });
});

describe('the site a Host names, as the router tells them apart', () => {
  it('is cn for cn’s host in any spelling the router reads as cn, the main site for every other', () => {
    expect(siteOf(`${cn}:3000`)).toBe('cn');
    expect(siteOf(cn.toUpperCase())).toBe('cn');
    expect(siteOf(`${cn}:1`)).toBe('cn');
    expect(siteOf(`${main}:3000`)).toBe('main');
    expect(siteOf('www.example')).toBe('main');
    expect(siteOf(undefined)).toBe('main');
    expect(siteOf('[::1]:3000')).toBe('main');
    // The router matches cn's host exactly (next.config.ts escapes it): a look-alike is the main site to both.
    expect(siteOf(cn.replace('.', 'X'))).toBe('main');
    expect(siteOf(`${cn}.`)).toBe('main');
  });
});

describe('the request target as the site reads it', () => {
  it('keeps a path and its Host as they came', () => {
    expect(readTarget('/us?x=1', `${main}:3000`)).toEqual({ url: '/us?x=1', host: `${main}:3000` });
    expect(readTarget('//evil.example/', `${main}:3000`)).toEqual({ url: '//evil.example/', host: `${main}:3000` });
    // HTTP/1.0 needs no Host (Node refuses an HTTP/1.1 request without one): the main site, as the router reads it.
    expect(readTarget('/', undefined)).toEqual({ url: '/', host: undefined });
  });

  it('refuses a Host that is not a host name, whatever the target', () => {
    expect(readTarget('/', `${cn}:3000/flagship-bumblebee`)).toEqual({ refuse: 400 });
    expect(readTarget(`http://${cn}:3000/`, `${cn}:3000/flagship-bumblebee`)).toEqual({ refuse: 400 });
    expect(readTarget('/', '')).toEqual({ refuse: 400 });
  });

  it('reduces an absolute-form target naming one of our hosts to its path, under that host, not the Host header', () => {
    expect(readTarget(`http://${cn}:3000/flagship-bumblebee`, `${main}:3000`)).toEqual({
      url: '/flagship-bumblebee',
      host: `${cn}:3000`,
    });
    expect(readTarget(`HTTPS://${main.toUpperCase()}`, 'elsewhere')).toEqual({ url: '/', host: main.toUpperCase() });
    expect(readTarget(`http://${main}:3000?q=1`, `${main}:3000`)).toEqual({ url: '/?q=1', host: `${main}:3000` });
  });

  it('answers 421 to an absolute-form target naming a host not served here, 400 to one that names no host', () => {
    expect(readTarget('http://evil.example/us', `${main}:3000`)).toEqual({ refuse: 421 });
    expect(readTarget('http://evil.example:3000/us/', `${main}:3000`)).toEqual({ refuse: 421 });
    expect(readTarget(`http://${cn}.evil.example/`, `${main}:3000`)).toEqual({ refuse: 421 });
    expect(readTarget(`http://user@${main}/us`, `${main}:3000`)).toEqual({ refuse: 400 });
    expect(readTarget(`http://${main}\\@evil.example/us`, `${main}:3000`)).toEqual({ refuse: 400 });
    expect(readTarget('http:///us', `${main}:3000`)).toEqual({ refuse: 400 });
    expect(readTarget(`ftp://${main}/us`, `${main}:3000`)).toEqual({ refuse: 400 });
    expect(readTarget('*', `${main}:3000`)).toEqual({ refuse: 400 });
    expect(readTarget('us', `${main}:3000`)).toEqual({ refuse: 400 });
  });
});

describe('the time a client has to send a request', () => {
  it('is bounded for its head and for the whole request, far below Node’s five minutes', () => {
    const server = createGuardedServer(() => {});
    expect(server.headersTimeout).toBe(30_000);
    expect(server.requestTimeout).toBe(30_000);
  });
});
