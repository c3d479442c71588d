/**
 * Every GROQ query of the site, written once. Both backends run these strings; `sanity typegen`
 * reads them to generate the result types in web/sanity.types.ts.
 * The instant is never `now()` in GROQ: time is decided by the stage evaluator in @showcase/schemas.
 */
import { defineQuery } from 'next-sanity';

const published = /* groq */ `!(_id in path("drafts.**")) && !(_id in path("versions.**"))`;

const activationFields = /* groq */ `startTime, endTime, stages, "schedule": schedule->{timestamps}`;

/** The editor's crop and hotspot come with each image: the site draws it as they were set (lib/content/image.ts). */
const imageFields = /* groq */ `"asset": asset->{_id, "url": url, "dimensions": metadata.dimensions{width, height}}, crop, hotspot`;

const productFields = /* groq */ `
  _id, region, key, name, path, buy, alt, price, activityPrice, isPreSale, stock, unlockingSoon, tagline, description, anchor, keywords,
  sections,
  "activityTime": activityTime{${activationFields}},
  "images": images[]{${imageFields}},
  "record": {"reg": region, path, name, key, description, "image": images[0].asset->_id},
  "hasPage": defined(path) && count(*[_type == "page" && region == ^.region && path == ^.path]) > 0
`;

export const REGION_SETTINGS_QUERY = defineQuery(`*[_type == "regionSettings" && region == $region && ${published}][0]{
  region, siteName, locale, currency, paymentMethods, installment, paymentText, home, shop, account,
  regionLabel, media[]{platform, url}, copyright, companyAddress, subscribe, labels
}`);

/** What `offerAt` reads of a product a submenu entry names: whether it can be bought now, and its Buy link. */
const menuProductFields = /* groq */ `
  price, activityPrice, isPreSale, stock, buy, unlockingSoon, "activityTime": activityTime{${activationFields}}
`;

export const NAVIGATION_QUERY = defineQuery(`*[_type == "navigation" && region == $region && ${published}][0]{
  "items": items[]{
    _key, label, footerLabel, identify, page, url, tag, color, hidden,
    "activation": activation{${activationFields}},
    "children": children[]{
      _key, label, page, url, tag, "activation": activation{${activationFields}},
      "product": product->{${menuProductFields}}
    }
  },
  "footerGroups": footerGroups[]{_key, title, "links": links[]{_key, label, page, url, "product": product->{${menuProductFields}}}}
}`);

/** What a product hero section draws: the top of the product's own page, and a link to that page. */
const heroProductFields = /* groq */ `
  _id, region, name, path, buy, alt, price, activityPrice, isPreSale, stock, unlockingSoon, tagline,
  "activityTime": activityTime{${activationFields}},
  "images": images[0...1]{${imageFields}},
  "hasPage": defined(path) && count(*[_type == "page" && region == ^.region && path == ^.path]) > 0
`;

/**
 * A page's sections in order, each with what its component needs; the lists (retailers, manuals, FAQ, regions)
 * fetch their own documents. A type this site does not know comes with its key and type only, and renders nothing.
 */
const sectionFields = /* groq */ `
  _key, _type,
  _type == "richTextSection" => {body},
  _type == "productHeroSection" => {"product": product->{${heroProductFields}}},
  _type == "retailersSection" => {heading},
  _type == "manualsSection" => {heading},
  _type == "faqSection" => {heading},
  _type == "supportFormSection" => {form},
  _type == "regionChooserSection" => {heading},
  _type == "saleProductsSection" => {heading}
`;

export const PAGE_QUERY = defineQuery(`*[_type == "page" && region == $region && path == $path && ${published}][0]{
  _id, region, path, title, description, keywords, heading, intro, body, redirectTo, anchor, startTime, endTime,
  "stagedMeta": stagedMeta[]{title, description, offer, "activation": activation{${activationFields}}},
  "product": product->{${productFields}},
  "legal": legal->{title, updated, body, description, keywords},
  "sections": sections[]{${sectionFields}}
}`);

export const REGION_PRODUCTS_QUERY =
  defineQuery(`*[_type == "product" && region == $region && ${published}] | order(coalesce(price, 0) desc, name asc){
  ${productFields}
}`);

export const PAGE_PATHS_QUERY = defineQuery(
  `*[_type == "page" && ${published}]{region, path, "redirect": defined(redirectTo)}`,
);

/**
 * Every page that shows a privacy text and every region that has one: where consent boxes link
 * (lib/routing/privacy-link.ts chooses).
 */
export const PRIVACY_QUERY = defineQuery(`{
  "pages": *[_type == "page" && legal->kind == "privacy" && !defined(redirectTo) && ${published}] | order(region asc, path asc){region, path},
  "texts": *[_type == "legalPage" && kind == "privacy" && ${published}].region
}`);

/** A region's legal text of a kind, for the region that has no page showing it (app/[region]/privacy-notice). */
export const LEGAL_TEXT_QUERY = defineQuery(
  `*[_type == "legalPage" && region == $region && kind == $kind && ${published}][0]{title, updated, body, description, keywords}`,
);

export const PAGE_REGIONS_QUERY = defineQuery(`*[_type == "page" && path == $path && ${published}].region`);

export const RETAILERS_QUERY =
  defineQuery(`*[_type == "retailer" && region == $region && ${published}] | order(order asc){
  _id, name, city, address, phone, url
}`);

export const MANUALS_QUERY =
  defineQuery(`*[_type == "manual" && region == $region && ${published}] | order(product->name asc){
  _id, "product": product->{name, key},
  "files": files[]{_key, kind, title, language, "url": file.asset->url, "size": file.asset->size}
}`);

export const FAQ_QUERY = defineQuery(`*[_type == "faqEntry" && region == $region && ${published}] | order(order asc){
  _id, question, answer
}`);

export const REGION_LABELS_QUERY = defineQuery(`*[_type == "regionSettings" && ${published}] | order(region asc){
  region, "label": regionLabel.label
}`);

export const BANNERS_QUERY = defineQuery(`{
  "textBanners": *[_type == "textBanner" && region == $region && ${published}]{
    _id, label, link, bg, "activation": activation{${activationFields}}
  },
  "countdowns": *[_type == "countdown" && region == $region && ${published}]{
    _id, title, button, link, target, "activation": activation{${activationFields}}
  }
}`);

/**
 * Every published document as stored, for the stage boundaries (`contentBoundaries` walks each activation
 * and page window and resolves schedule references itself). Assets and system documents carry none.
 */
export const BOUNDARY_SOURCES_QUERY = defineQuery(`*[${published} && !(_type match "sanity.*")]`);
