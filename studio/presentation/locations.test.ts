import { describe, expect, it } from 'vitest';
import { editorHome, editorRegion, ownPage, regionHome } from './locations';

const origins = { main: 'https://www.roboshift.example', cn: 'https://cn.roboshift.example' };

describe('where Presentation says a document shows', () => {
  it('a banner, menu or countdown: every page of its region, with the region’s home to open', () => {
    expect(regionHome(origins, { region: 'uk' })).toEqual({
      message: 'Shown on every UK page; open its home to see it',
      locations: [{ title: 'UK home (en-GB)', href: '/uk' }],
    });
    // cn's pages live on their own host.
    expect(regionHome(origins, { region: 'cn' }).locations).toEqual([
      { title: 'CN home (zh-CN)', href: 'https://cn.roboshift.example/' },
    ]);
    expect(regionHome(origins, { region: 'xx' })).toEqual({ locations: [] });
  });

  it('a page or product: its own page in its region', () => {
    expect(ownPage(origins, { region: 'fr', path: 'flagship-bumblebee', title: 'Bumblebee' })).toEqual([
      { title: 'FR · Bumblebee', href: '/fr/flagship-bumblebee' },
    ]);
    expect(ownPage(origins, { region: 'jp', path: 'home' })).toEqual([{ title: 'JP · Home', href: '/jp' }]);
  });

  it('Presentation opens on the editor’s region, from the browser’s languages, us when none is the site’s', () => {
    expect(editorRegion(['fr-FR', 'en'])).toBe('fr');
    expect(editorRegion(['en-GB'])).toBe('uk');
    expect(editorRegion(['ko'])).toBe('kr');
    expect(editorRegion(['pt-BR', 'ja'])).toBe('jp');
    expect(editorRegion(['en-AU'])).toBe('us');
    expect(editorRegion(['pt-BR'])).toBe('us');
    expect(editorHome(origins, ['de-DE'])).toBe('https://www.roboshift.example/de');
    expect(editorHome(origins, ['zh-CN'])).toBe('https://cn.roboshift.example/');
  });
});
