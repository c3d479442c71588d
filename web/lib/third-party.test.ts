import { settingsFrom } from '@showcase/schemas/settings';
import { describe, expect, it } from 'vitest';
import { recaptchaSrc, thirdPartyConfig, thirdPartyScripts } from './third-party';

const configOf = (env: Record<string, string>) => thirdPartyConfig(settingsFrom(env));

describe('thirdPartyConfig', () => {
  it('is empty when nothing is configured', () => {
    expect(configOf({})).toEqual({
      analyticsTagSrc: null,
      heatmapSrc: null,
      storageProxySrc: null,
      chatWidgetSrc: null,
      recaptchaSiteKey: null,
      preconnect: [],
    });
    expect(configOf({ ANALYTICS_TAG_SRC: '  ', PRECONNECT_ORIGINS: ' , ' }).analyticsTagSrc).toBeNull();
  });

  it('runs the stand-in chat widget only by name, and never over a configured one', () => {
    expect(configOf({ CHAT_WIDGET_STANDIN: '1' }).chatWidgetSrc).toBe('/dev/chat-widget.js');
    expect(configOf({ CHAT_WIDGET_STANDIN: '0' }).chatWidgetSrc).toBeNull();
    expect(
      configOf({ CHAT_WIDGET_STANDIN: '1', CHAT_WIDGET_SRC: 'https://chat.example/widget.js' }).chatWidgetSrc,
    ).toBe('https://chat.example/widget.js');
  });

  it('reads every variable', () => {
    expect(
      configOf({
        ANALYTICS_TAG_SRC: 'https://tags.example/tag.js?id=1',
        HEATMAP_SRC: '/vendor/heatmap.js',
        STORAGE_PROXY_SRC: 'https://storage.example/proxy.js',
        CHAT_WIDGET_SRC: ' https://chat.example/widget.js ',
        RECAPTCHA_SITE_KEY: '6Lc-site_key',
        PRECONNECT_ORIGINS: 'https://cdn.example, https://tags.example,https://cdn.example',
      }),
    ).toEqual({
      analyticsTagSrc: 'https://tags.example/tag.js?id=1',
      heatmapSrc: '/vendor/heatmap.js',
      storageProxySrc: 'https://storage.example/proxy.js',
      chatWidgetSrc: 'https://chat.example/widget.js',
      recaptchaSiteKey: '6Lc-site_key',
      preconnect: ['https://cdn.example', 'https://tags.example'],
    });
  });

  it('takes nothing but https: and root-relative sources, and site keys that are tokens: the start stops', () => {
    const refused = {
      ANALYTICS_TAG_SRC: 'http://tags.example/tag.js',
      HEATMAP_SRC: '//heat.example/h.js',
      STORAGE_PROXY_SRC: 'javascript:alert(1)',
      CHAT_WIDGET_SRC: 'widget.js',
      PRECONNECT_ORIGINS: 'http://cdn.example,/local,https://ok.example',
      RECAPTCHA_SITE_KEY: 'key&onload=evil',
    };
    for (const [name, value] of Object.entries(refused))
      expect(() => configOf({ [name]: value }), name).toThrow(new RegExp(`${name}=.*expected`));
  });

  it('builds the reCAPTCHA v3 loader address', () => {
    expect(recaptchaSrc('6Lc-key')).toBe('https://www.google.com/recaptcha/api.js?render=6Lc-key');
  });
});

describe('thirdPartyScripts', () => {
  const config = configOf({
    ANALYTICS_TAG_SRC: 'https://tags.example/tag.js',
    HEATMAP_SRC: 'https://heat.example/h.js',
    STORAGE_PROXY_SRC: 'https://store.example/p.js',
    RECAPTCHA_SITE_KEY: '6Lc-key',
  });

  it('loads every configured script, and reCAPTCHA only where pages post forms under the human check', () => {
    const ids = (region: Parameters<typeof thirdPartyScripts>[1]) => thirdPartyScripts(config, region).map((s) => s.id);
    expect(ids('us')).toEqual(['analytics-tag', 'heatmap', 'storage-proxy', 'recaptcha']);
    expect(ids('fr')).toEqual(['analytics-tag', 'heatmap', 'storage-proxy', 'recaptcha']);
    expect(ids('jp')).toEqual(['analytics-tag', 'heatmap', 'storage-proxy']);
    expect(thirdPartyScripts(config, 'us').at(-1)?.src).toBe(recaptchaSrc('6Lc-key'));
  });

  it('is empty when nothing is configured', () => {
    expect(thirdPartyScripts(configOf({}), 'us')).toEqual([]);
  });
});
