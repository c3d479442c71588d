import { describe, expect, it } from 'vitest';
import {
  checkActivation,
  checkBuyLink,
  checkPagePath,
  checkProductRegion,
  checkPromotionPrice,
  checkScheduleFollowers,
  checkScheduleRegion,
  checkStagesReachable,
  checkTimestamps,
  checkUniquePagePath,
  checkWindow,
  checkWindowAhead,
  duplicateHeadings,
  footerHeadings,
  isPagePath,
  preOrderEndedIn,
  publishedId,
  type ScheduleFollower,
  strandedFollowers,
} from './rules';

describe('content rules', () => {
  it('a page path is lower-case words and hyphens, / between levels, empty for the home', () => {
    for (const path of ['', 'flagship-bumblebee', 'where-to-buy/hongkong-macao', 't9'])
      expect([path, isPagePath(path), checkPagePath(path)]).toEqual([path, true, true]);
    for (const path of [
      'flagship-bumblebee\n',
      'flagship-bumblebee\t',
      'flagship-bumblebee\r',
      'flagship-bumblebee ',
      ' flagship-bumblebee',
      'flagship\u0000bumblebee',
      'flagship-bumblebee\u00a0',
      'Flagship-Bumblebee',
      '/flagship-bumblebee',
      'flagship-bumblebee/',
      'where-to-buy//hongkong',
      '/evil.example/x',
      'evil.example',
      'a\\b',
      'javascript:alert(1)',
      '..',
    ]) {
      expect([path, isPagePath(path)]).toEqual([path, false]);
      expect(checkPagePath(path)).toMatch(/lower-case words separated by hyphens/);
    }
    expect(checkPagePath(undefined)).toBe(true);
  });

  it('promotion price must be below the list price', () => {
    expect(checkPromotionPrice(1299, 1219)).toBe(true);
    expect(checkPromotionPrice(1299, 1299)).toMatch(/lower than the list price/);
    expect(checkPromotionPrice(undefined, 10)).toMatch(/list price before/);
    expect(checkPromotionPrice(1299, undefined)).toBe(true);
  });

  it('window end must follow start', () => {
    expect(checkWindow('2025-01-01T00:00:00Z', '2025-01-02T00:00:00Z')).toBe(true);
    expect(checkWindow('2025-01-02T00:00:00Z', '2025-01-01T00:00:00Z')).toMatch(/after the start/);
    expect(checkWindow('nope', undefined)).toMatch(/not a valid/);
  });

  it('a window’s messages name its instants in the document’s zone, and a window that has ended is said so', () => {
    expect(checkWindow('2025-11-10T00:00:00Z', '2025-11-09T23:00:00Z', 'Europe/Paris')).toBe(
      'The end (10 Nov 2025, 00:00 Europe/Paris) must be after the start (10 Nov 2025, 01:00 Europe/Paris): as it stands this would never be shown.',
    );
    const now = Date.parse('2026-12-02T12:00:00Z');
    expect(checkWindowAhead('2025-11-09T23:00:00Z', now, 'Europe/London')).toBe(
      'This ended on 9 Nov 2025, 23:00 Europe/London, which has passed: shoppers will not see it. Move the end later, or clear it.',
    );
    expect(checkWindowAhead('2026-12-02T12:00:00.500Z', now, 'Europe/London')).toBe(true);
    expect(checkWindowAhead(undefined, now)).toBe(true);
  });

  it('stages must be reachable', () => {
    expect(checkStagesReachable([0, 2], ['a', 'b'])).toBe(true);
    expect(checkStagesReachable([5], ['2025-01-01T00:00:00Z'])).toMatch(/Stage 5 can never happen.*0 to 1/);
    expect(checkActivation({ stages: [1], schedule: { timestamps: ['2025-01-01T00:00:00Z'] } })).toBe(true);
  });

  it('schedules run forward and in-stock products have https buy links', () => {
    expect(checkTimestamps([])).toMatch(/at least one/);
    expect(checkBuyLink(0, undefined)).toBe(true);
    expect(checkBuyLink(5, 'http://insecure.example')).toMatch(/https/);
  });

  it('a page shows products of its own region only', () => {
    expect(checkProductRegion('uk', 'uk')).toBe(true);
    expect(checkProductRegion('uk', 'us')).toMatch(/US site’s; pick the one sold on the UK site/);
    // Unreadable product or a page without a region yet: other rules speak to those.
    expect(checkProductRegion('uk', undefined)).toBe(true);
    expect(checkProductRegion(undefined, 'us')).toBe(true);
  });

  it('copy that says a pre-order ended, and copy that does not', () => {
    expect(preOrderEndedIn('予約受付は5月6日で終了しました。')).toMatch(/^予約/);
    expect(preOrderEndedIn('Pre-orders closed on May 6.')).toMatch(/closed/);
    expect(preOrderEndedIn('The pre-order bonus ended in May. Pre-orders closed on May 6.')).toMatch(/^Pre-orders/);
    // An offer that came with the pre-order ran out; the pre-order itself goes on (SPEC §3, jp's Bumblebee).
    for (const text of [
      '5月6日までの予約特典キャンペーンは好評のうちに終了しました。',
      'The pre-order offer ran until May 6.',
      'L’offre de précommande est terminée.',
      'Das Vorbestell-Angebot ist beendet.',
      '現在もご予約は受け付けています。',
      'Pre-orders ship in June.',
      'Pre-order now. The campaign ended in May.',
      'Précommandez dès maintenant.',
      '',
    ])
      expect(preOrderEndedIn(text), text).toBeNull();
  });

  it('footer headings: submenu columns not hidden from the footer, then titled footer columns', () => {
    const items = [
      { label: 'Products', children: [{}] },
      { label: 'Halloween', hidden: ['footer'], children: [{}] },
      { label: 'Where to Buy' },
      { label: 'About', footerLabel: 'Company', children: [{}] },
    ];
    expect(footerHeadings(items, [{ title: 'Region' }, { title: '' }])).toEqual(['Products', 'Company', 'Region']);
    expect(duplicateHeadings(['About', 'Legal', 'about ', 'Legal'])).toEqual(['About', 'Legal']);
  });
});

describe('harm refused before it happens', () => {
  it('a document follows only a schedule for its region, or one for every region', () => {
    expect(checkScheduleRegion('uk', { title: 'Halloween (UK)', regions: ['uk'] })).toBe(true);
    expect(checkScheduleRegion('fr', { title: 'Halloween (EU, FR, DE)', regions: ['eu', 'fr', 'de'] })).toBe(true);
    expect(checkScheduleRegion('jp', { title: 'Toy revolution launch' })).toBe(true);
    expect(checkScheduleRegion('jp', { title: 'Toy revolution launch', regions: [] })).toBe(true);
    expect(checkScheduleRegion('uk', { title: 'Halloween (US)', regions: ['us'] })).toBe(
      '“Halloween (US)” is for US, not for UK, this document’s region: pick a schedule for UK or one for every region.',
    );
    expect(checkScheduleRegion(undefined, { regions: ['us'] })).toBe(true);
    expect(checkScheduleRegion('uk', null)).toBe(true);
  });

  it('one page per path in a region: its own draft and published copies are not another page', () => {
    const self = 'page-kr-where-to-buy';
    expect(checkUniquePagePath(self, [])).toBe(true);
    expect(checkUniquePagePath(self, [{ _id: self }, { _id: `drafts.${self}` }])).toBe(true);
    expect(checkUniquePagePath(`drafts.${self}`, [{ _id: self }, { _id: `drafts.${self}` }])).toBe(true);
    const other = [{ _id: 'drafts.page-kr-where-to-buy-2', title: '구매처' }, { _id: 'page-kr-where-to-buy-2' }];
    expect(checkUniquePagePath(`drafts.${self}`, [{ _id: self }, ...other])).toBe(
      'Another page of this region already has this path: “구매처” (page-kr-where-to-buy-2). The site would show only one of them: give this page a path of its own, or change the other’s.',
    );
    // A page not yet saved has no id: every page found is another.
    expect(checkUniquePagePath(undefined, [{ _id: self }])).toMatch(/already has this path: page-kr-where-to-buy\./);
    expect(publishedId('versions.r1.page-a')).toBe('page-a');
  });

  describe('a schedule keeps the stages its followers show in', () => {
    const ref = { _type: 'reference', _ref: 'schedule-toy' };
    const five = ['2025-09-18', '2025-09-20', '2025-09-22', '2025-09-24', '2025-09-25'].map((d) => `${d}T00:00:00Z`);
    const banner = (region: string, id = `textBanner-${region}`): ScheduleFollower => ({
      _id: id,
      _type: 'textBanner',
      region,
      label: 'The toy revolution arrives',
      activation: { _type: 'activation', schedule: ref, stages: [1, 2, 3, 4] },
    });
    const navigation: ScheduleFollower = {
      _id: 'navigation-us',
      _type: 'navigation',
      region: 'us',
      items: [
        { _key: 'a', label: 'Products', children: [{ _key: 'b', label: 'Mini Robot', activation: { schedule: ref } }] },
        { _key: 'c', label: 'Launch', activation: { schedule: ref, stages: [5] } },
        { _key: 'd', label: 'Other', activation: { schedule: { _ref: 'schedule-other' }, stages: [9] } },
      ],
    };

    it('finds every activation in a document that would wait for a stage never reached', () => {
      expect(strandedFollowers('schedule-toy', five, [banner('us'), navigation])).toEqual([]);
      expect(strandedFollowers('drafts.schedule-toy', five.slice(0, 2), [banner('us'), navigation])).toEqual([
        { id: 'navigation-us', what: 'US navigation, “Launch”', stages: [5] },
        { id: 'textBanner-us', what: 'US text banner “The toy revolution arrives”', stages: [3, 4] },
      ]);
      // A draft and its published copy are one document; their stages are counted together.
      const draft = { ...banner('us', 'drafts.textBanner-us'), activation: { schedule: ref, stages: [2, 3] } };
      expect(strandedFollowers('schedule-toy', five.slice(0, 1), [banner('us'), draft])).toEqual([
        { id: 'textBanner-us', what: 'US text banner “The toy revolution arrives”', stages: [2, 3, 4] },
      ]);
    });

    it('refuses the edit, naming each follower and its stages', () => {
      expect(checkScheduleFollowers('schedule-toy', five, [banner('us')])).toBe(true);
      const message = checkScheduleFollowers('schedule-toy', five.slice(0, 2), [banner('us'), banner('jp')]);
      expect(message).toBe(
        'With 2 dates this schedule’s stages run from 0 to 2, but 2 documents following it would wait for a stage that never comes: JP text banner “The toy revolution arrives” (textBanner-jp): stages 3, 4; US text banner “The toy revolution arrives” (textBanner-us): stages 3, 4. Change their stages first, or keep at least 4 dates.',
      );
      expect(checkScheduleFollowers('schedule-toy', [], [navigation])).toMatch(/With 0 dates.*stage 5\. .*at least 5/);
    });
  });
});
