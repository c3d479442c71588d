/**
 * Where each page exists (SPEC §2.2). The migrations seed exactly this matrix as page documents;
 * after that, availability is content: an editor opens a page in a new region by creating its document.
 */
import type { Region } from '@showcase/schemas/regions';

const ALL: Region[] = ['us', 'uk', 'eu', 'fr', 'de', 'kr', 'jp', 'cn'];
const WEST: Region[] = ['us', 'uk', 'eu', 'fr', 'de'];

/** Page path ('' is the home) to the regions that have it. */
export const PAGE_REGIONS: Readonly<Record<string, readonly Region[]>> = {
  '': ALL,
  'choose-your-region': ALL,
  'mini-robot': ALL,
  'new-release': ['us', 'uk', 'eu', 'fr', 'de', 'jp', 'cn'],
  'flagship-bumblebee': ['us', 'uk', 'eu', 'fr', 'de', 'cn', 'jp'],
  'toy-story-buzz-lightyear': ['us', 'uk', 'eu', 'fr', 'de', 'cn'],
  'flagship-megatron': ['us', 'uk', 'eu', 'fr', 'de', 'cn'],
  'elite-optimus-prime': ['us'],
  'grimlock-g1-flagship': ['us'],
  'bumblebee-g1-performance': ['us'],
  'buzz-lightyear-space-ranger-alpha': ['us'],
  'ai-base': ['us'],
  'flagship-optimus-prime': ['us'],
  'k1-pro-interstellar-scout': ['us', 'cn'],
  'optimus-prime-rise-of-the-beasts-signature-limited-edition': ['us', 'cn'],
  'black-friday': WEST,
  'christmas-sale': WEST,
  // Two readings exist (SPEC §2.2); we follow the page listing, which includes jp (see docs/ARCHITECTURE.md).
  'where-to-buy': ['us', 'uk', 'eu', 'fr', 'de', 'jp'],
  'where-to-buy/hongkong-macao': ['cn'],
  manuals: ['us', 'uk', 'eu', 'fr', 'de', 'kr', 'cn'],
  'product-registration': WEST,
  'return-manufacturer': WEST,
  support: ['us'],
  faq: ['us'],
  account: ['us'],
  'cookies-policy': ['us'],
  'privacy-policy': ['us'],
  'terms-use': ['us'],
  'technical-support': ['us'],
  'apply-wholesale-account': ['us'],
  login: ['us'],
  'login/register': ['us'],
  'login/reset': ['us'],
};

/** Pages that are redirects, not content (SPEC §2.2 new-release). */
export const PAGE_REDIRECTS: Readonly<Record<string, string>> = { 'new-release': 'mini-robot' };
