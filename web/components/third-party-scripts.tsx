'use client';

import Script from 'next/script';
import type { ThirdPartyScript } from '@/lib/third-party';

/**
 * The third-party scripts of SPEC §2.4 (lib/third-party.ts chooses them). Every one is `lazyOnload`: none of
 * them renders or enables anything the visitor sees, so they wait until the page has loaded and the main
 * thread is idle instead of competing with our own chunks. No data is lost by waiting: page views queue in
 * `window.dataLayer` until the tag reads it, and reCAPTCHA is only asked for a token when a form is submitted.
 */
export function ThirdPartyScripts({ scripts }: { scripts: readonly ThirdPartyScript[] }) {
  return scripts.map((script) => <Script key={script.id} id={script.id} src={script.src} strategy="lazyOnload" />);
}
