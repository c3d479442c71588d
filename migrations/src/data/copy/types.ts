/**
 * The shape of one region's written copy. One file per region (us.ts, uk.ts, ... cn.ts) fills it
 * in the region's language; the migrations turn it into documents. Everything a page shows is here,
 * so no seeded field that a page displays is ever empty.
 */
import type { ProductKey } from '@showcase/schemas/products';

export interface Section {
  heading: string;
  /** One or more paragraphs of plain text. */
  paragraphs: string[];
}

export interface ProductCopy {
  /** Display name in the region's language (English regions use the spec's names). */
  name: string;
  /** One short line under the name on the product page. */
  tagline: string;
  /** One or two sentences: meta description and the product record's description. */
  description: string;
  /** Alt text of the product's hero image. */
  alt: string;
  /** Meta keywords. */
  keywords: string[];
  /** Three body sections of the product page. */
  sections: Section[];
}

export interface PageCopy {
  /** <title> of the page (without the brand suffix). */
  title: string;
  /** Meta description. */
  description: string;
  keywords: string[];
  /** Visible H1. */
  heading: string;
  /** Visible lead paragraph. */
  intro: string;
  /** Optional body sections. */
  sections?: Section[];
}

export interface LegalCopy {
  title: string;
  /** Date the text was last updated, ISO yyyy-mm-dd. */
  updated: string;
  sections: Section[];
}

export interface RetailerCopy {
  name: string;
  city: string;
  address: string;
  /** External website of the retailer (https://...). */
  url: string;
  /** Free-form phone as printed locally. */
  phone: string;
}

export interface RegionCopy {
  /** Region chooser label, e.g. "United States - English". */
  countryLabel: string;
  copyright: string;
  /** Postal address of the regional company, one line per array entry. */
  companyAddress: string[];
  /** Payment and installment line shown under the price (SPEC §9). */
  paymentText: string;
  subscribe: {
    title: string;
    describe: string;
    placeholder: string;
    button: string;
    invalid: string;
    success: string;
  };
  labels: {
    buy: string;
    preOrder: string;
    learnMore: string;
    /** Spelt as the spec spells the key. "Unlocking soon" style label for products with no price yet. */
    unlcokSoon: string;
    save: string;
    off: string;
    soldOut: string;
    watchVideo: string;
    time: { days: string; hours: string; minutes: string; seconds: string };
  };
  /** Labels of navigation items (header and footer). */
  nav: {
    products: string;
    robots: string;
    education: string;
    accessories: string;
    support: string;
    about: string;
    whereToBuy: string;
    contactUs: string;
    manuals: string;
    faq: string;
    productRegistration: string;
    returnManufacturer: string;
    aboutUs: string;
    news: string;
    afterSaleService: string;
    warranty: string;
    shippingPolicy: string;
    hub: string;
    applyWholesale: string;
    halloween: string;
    blackFriday: string;
    christmasSale: string;
    chooseRegion: string;
    downloadCenter: string;
    cookies: string;
    privacy: string;
    terms: string;
  };
  /** Toy-revolution text banner: announces the launch on 25 September (10 October in Japan). */
  textBanner: string;
  /** Halloween countdown banner. */
  countdown: { title: string; button: string };
  /** Halloween stage: the home page's sale title and the offer line (us: up to $278 off plus free shipping). */
  halloween: { homeTitle: string; homeDescription: string; offer: string };
  /** Labels used by the manuals page. */
  manualKinds: { quickStart: string; safety: string; userManual: string; download: string };
  products: Partial<Record<ProductKey, ProductCopy>>;
  /** Keyed by page path; '' is the home page. */
  pages: Record<string, PageCopy>;
  legal: { cookies: LegalCopy; privacy: LegalCopy; terms: LegalCopy };
  faq: { question: string; answer: string }[];
  retailers: RetailerCopy[];
}
