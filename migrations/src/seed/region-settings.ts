import { REGION_INFO, REGIONS, type Region, regionPath } from '@showcase/schemas/regions';
import { COPY } from '../data/copy';
import { SCHEDULES, STORES } from '../data/schedules';
import { ids } from './ids';
import type { SeedDocument } from './types';

/** SPEC §9: US 12-month installments with PayPal and Klarna, UK Klarna in 3, EU/FR/DE/JP PayPal only. */
const PAYMENT: Record<Region, { methods: string[]; installment?: number }> = {
  us: { methods: ['paypal', 'klarna'], installment: 12 },
  uk: { methods: ['klarna'], installment: 3 },
  eu: { methods: ['paypal'] },
  fr: { methods: ['paypal'] },
  de: { methods: ['paypal'] },
  jp: { methods: ['paypal'] },
  kr: { methods: ['card'] },
  cn: { methods: ['alipay', 'wechatpay'] },
};

const MEDIA: Record<'global' | 'cn', { platform: string; url: string }[]> = {
  global: [
    { platform: 'YouTube', url: 'https://www.youtube.com/@roboshift' },
    { platform: 'Instagram', url: 'https://www.instagram.com/roboshift' },
    { platform: 'Facebook', url: 'https://www.facebook.com/roboshift' },
    { platform: 'X', url: 'https://x.com/roboshift' },
  ],
  cn: [
    { platform: 'Weibo', url: 'https://weibo.com/roboshift' },
    { platform: 'Bilibili', url: 'https://space.bilibili.com/roboshift' },
  ],
};

export function regionSettingsDocuments(): SeedDocument[] {
  return REGIONS.map((region) => {
    const copy = COPY[region];
    const info = REGION_INFO[region];
    const payment = PAYMENT[region];
    return {
      _id: ids.regionSettings(region),
      _type: 'regionSettings',
      region,
      siteName: 'Roboshift',
      locale: info.locale,
      currency: info.currency,
      host: info.host,
      paymentMethods: payment.methods,
      ...(payment.installment ? { installment: payment.installment } : {}),
      paymentText: copy.paymentText,
      home: regionPath(region),
      shop: STORES[region],
      ...(region === 'us' ? { account: regionPath(region, 'account') } : {}),
      regionLabel: { iso: info.iso, label: copy.countryLabel, link: regionPath(region, 'choose-your-region') },
      media: (region === 'cn' ? MEDIA.cn : MEDIA.global).map((m, i) => ({ _key: `m${i}`, _type: 'mediaLink', ...m })),
      copyright: copy.copyright,
      companyAddress: copy.companyAddress,
      subscribe: copy.subscribe,
      labels: copy.labels,
    };
  });
}

export function scheduleDocuments(): SeedDocument[] {
  return Object.values(SCHEDULES).map((schedule) => ({
    _id: schedule.id,
    _type: 'schedule',
    title: schedule.title,
    ...('region' in schedule ? { region: schedule.region } : {}),
    timestamps: [...schedule.timestamps],
  }));
}
