import { describe, expect, it } from 'vitest';
import { isIndexable, robotsFor } from './indexable';

describe('which pages search engines may index', () => {
  it('every content page, the home and the login screen itself', () => {
    for (const path of ['', 'flagship-megatron', 'where-to-buy/hongkong-macao', 'privacy-policy', 'login'])
      expect(isIndexable(path), path).toBe(true);
  });

  it('not My Account, nor the steps behind the login screen', () => {
    for (const path of ['account', 'account/orders', 'login/register', 'login/reset', 'login/verify'])
      expect(isIndexable(path), path).toBe(false);
  });

  it('only whole path segments count: a page merely named like them is indexed', () => {
    for (const path of ['accounts', 'apply-wholesale-account', 'login-help', 'loginDefault'])
      expect(isIndexable(path), path).toBe(true);
  });

  it('the robots meta says the same: noindex (links followed) exactly where the page is not indexable', () => {
    expect(robotsFor('login')).toBeUndefined();
    expect(robotsFor('flagship-megatron')).toBeUndefined();
    expect(robotsFor('account')).toEqual({ index: false, follow: true });
    expect(robotsFor('login/verify')).toEqual({ index: false, follow: true });
  });
});
