import { describe, expect, it } from 'vitest';
import { asChatWidget, isChatPath } from './widget';

describe('isChatPath (SPEC §2.3 "paths containing /us")', () => {
  it('holds for the us pages', () => {
    for (const path of ['/us', '/us/', '/us/flagship-bumblebee', '/us/login/register'])
      expect(isChatPath(path)).toBe(true);
  });
  it('does not hold elsewhere, nor for paths that merely contain the letters', () => {
    for (const path of [
      '/',
      '/uk',
      '/eu/flagship-megatron',
      '/flagship-bumblebee',
      '/uk/user-guide',
      '/usa',
      '/usapi/x',
    ])
      expect(isChatPath(path)).toBe(false);
  });
});

describe('asChatWidget', () => {
  const noop = () => {};
  it('accepts the whole interface only', () => {
    const widget = { open: noop, close: noop, on: noop, ready: noop };
    expect(asChatWidget(widget)).toBe(widget);
    expect(asChatWidget({ open: noop, close: noop, on: noop })).toBeNull();
    expect(asChatWidget(undefined)).toBeNull();
    expect(asChatWidget('RoboshiftChat')).toBeNull();
  });
});
