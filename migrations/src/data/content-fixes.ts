/**
 * What migration 007 corrects in the seeded content: each fix names the value it replaces, so it
 * changes only content still as seeded and never an editor's own wording.
 */
import type { Region } from '@showcase/schemas/regions';
import type { ProductCopy } from './copy/types';

/**
 * jp's Flagship Bumblebee: 007 read "the pre-order offer ran until May 6" as the pre-order's end and sold it
 * (`text`); 011 restores the pre-sale of SPEC §3 and says pre-orders go on (`preSale`): only the bonus campaign ended.
 */
export const JP_BUMBLEBEE_ON_SALE = {
  seeded:
    '現在もご予約は受け付けています。お届け時期やご注文方法は、製品ページおよび正規販売店の案内をご確認ください。',
  text: '現在は通常販売としてご購入いただけます。お届け時期やご注文方法は、製品ページおよび正規販売店の案内をご確認ください。',
  /** 011's: pre-orders go on. Not the seeded words, which 007 would take for its own to fix again. */
  preSale:
    'ご予約は引き続き受け付けています。お届け時期やご注文方法は、製品ページおよび正規販売店の案内をご確認ください。',
};

/**
 * cn's K1 Pro, which its k1-pro-interstellar-scout page presents. The spec gives cn a price for the K1 only, so the
 * K1 Pro is not on sale in cn yet: unlocking soon, with no price.
 */
export const CN_K1_PRO: ProductCopy = {
  name: '星际侦察兵 K1 Pro',
  tagline: '为小小编程高手准备的进阶侦察兵。',
  description:
    '星际侦察兵 K1 Pro 在 K1 的基础上加入更进阶的编程模式和更丰富的互动，陪孩子从第一块积木走向真正的编程逻辑。',
  alt: '以行走姿态展示的星际侦察兵 K1 Pro 教育机器人，白银配色',
  keywords: ['星际侦察兵 K1 Pro', '编程机器人', 'STEAM 教育', '儿童编程', 'Roboshift'],
  sections: [
    {
      heading: '学习能力再升级',
      paragraphs: [
        'K1 Pro 在 K1 全部能力之上，加入更进阶的编程选项。孩子可以从图形化积木出发，逐步精细地控制动作、声音和行为。',
      ],
    },
    {
      heading: '课堂与家庭皆宜',
      paragraphs: [
        'App 内的引导课程让 K1 Pro 适合家庭学习、编程社团和课堂教学，老师和家长可以随时了解孩子完成挑战的进度。',
      ],
    },
    {
      heading: '即将登陆中国',
      paragraphs: ['K1 Pro 在中国的上市时间与价格将在 Roboshift 官方商城公布，敬请期待。'],
    },
  ],
};

/** The heading of the footer column of legal pages, which was seeded as the region's "About". */
export const LEGAL_HEADING: Readonly<Record<string, string>> = {
  en: 'Legal',
  fr: 'Mentions légales',
  de: 'Rechtliches',
  ja: '法的情報',
  ko: '법적 고지',
  zh: '法律信息',
};

/**
 * Retailers whose street address ended (or, in ja, ko and zh, began) with the city the card adds again. Each keeps
 * its street in `address` and moves the town, with postcode or prefecture as the post writes them, to `city`; the
 * card joins them in the language's order (web/lib/i18n: site.retailerAddress), so it reads as before, once.
 */
export const RETAILER_ADDRESSES: Readonly<
  Record<string, { seeded: { address: string; city: string }; address: string; city: string }>
> = Object.fromEntries(
  (
    [
      ['us', 1, 'New York, NY', '415 Brightwater Street', 'New York, NY 10013'],
      ['us', 2, 'Chicago, IL', '2210 Lanternfield Avenue', 'Chicago, IL 60614'],
      ['us', 3, 'Los Angeles, CA', '781 Sunpeak Boulevard', 'Los Angeles, CA 90028'],
      ['us', 4, 'Austin, TX', '96 Mesquite Ridge Road', 'Austin, TX 78704'],
      ['uk', 1, 'London', '118 Cogsworth Street', 'London W1F 7QT'],
      ['uk', 2, 'Manchester', '42 Ironbridge Row', 'Manchester M4 1HN'],
      ['uk', 3, 'Edinburgh', '9 Lantern Close', 'Edinburgh EH1 2PW'],
      ['uk', 4, 'Birmingham', '77 Copperfield Way', 'Birmingham B5 4RT'],
      ['eu', 1, 'Amsterdam', 'Raderwerkstraat 12', '1016 AB Amsterdam, The Netherlands'],
      ['eu', 2, 'Milan', 'Via degli Ingranaggi 8', '20121 Milano, Italy'],
      ['eu', 3, 'Madrid', 'Calle de los Engranajes 21', '28004 Madrid, Spain'],
      ['eu', 4, 'Brussels', 'Rue des Rouages 34', '1000 Brussels, Belgium'],
      ['fr', 1, 'Paris', '42 rue des Rouages', '75003 Paris'],
      ['fr', 2, 'Lyon', '7 quai des Horlogers', '69002 Lyon'],
      ['fr', 3, 'Bordeaux', '15 cours des Mécaniciens', '33000 Bordeaux'],
      ['fr', 4, 'Lille', '3 place des Inventeurs', '59000 Lille'],
      ['de', 1, 'Berlin', 'Getriebegasse 14', '10178 Berlin'],
      ['de', 2, 'Hamburg', 'Am Kolbenkai 8', '20457 Hamburg'],
      ['de', 3, 'München', 'Servostraße 21', '80331 München'],
      ['de', 4, 'Köln', 'Schaltkreisweg 5', '50667 Köln'],
      ['jp', 1, '東京', '千代田区星見町3-12-8', '東京都'],
      ['jp', 2, '大阪', '浪速区若葉通1-4-20', '大阪府大阪市'],
      ['jp', 3, '名古屋', '中区錦穂町5-2-11 ギャラリービル3階', '愛知県名古屋市'],
      ['jp', 4, '福岡', '中央区汐見通4-6-1', '福岡県福岡市'],
      ['kr', 1, '서울', '용산구 별빛로 45, 2층', '서울특별시'],
      ['kr', 2, '성남', '분당구 새솔로 210, B1층', '경기도 성남시'],
      ['kr', 3, '부산', '부산진구 물결로 88, 3층', '부산광역시'],
      ['cn', 1, '香港', '九龙旺角星辉街18号 星辉商场2楼215室', '香港'],
      ['cn', 2, '香港', '铜锣湾海帆道66号 帆景中心5楼', '香港'],
      ['cn', 3, '香港', '新界沙田银湖路3号 银湖广场1楼', '香港'],
      ['cn', 4, '澳门', '新口岸月桂大马路128号 月桂商业中心地下', '澳门'],
    ] as const satisfies readonly (readonly [Region, number, string, string, string])[]
  ).map(([region, n, seededCity, address, city]) => [
    `retailer-${region}-${n}`,
    { seeded: { address: joined(region, address, city), city: seededCity }, address, city },
  ]),
);

/** The seeded address was the whole line: street and town in the language's order. */
function joined(region: Region, street: string, city: string): string {
  if (region === 'jp' || region === 'cn') return `${city}${street}`;
  if (region === 'kr') return `${city} ${street}`;
  return `${street}, ${city}`;
}
