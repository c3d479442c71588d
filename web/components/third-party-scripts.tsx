import type { Region } from '@showcase/schemas/regions';
import Script from 'next/script';
import { asksHumanCheck, recaptchaSrc, type ThirdPartyConfig } from '@/lib/third-party';

/**
 * The third-party scripts of SPEC §2.4: preconnects, analytics tag, heat map and storage proxy everywhere,
 * the invisible reCAPTCHA v3 where pages post forms (`asksHumanCheck`). Renders nothing when nothing is configured.
 *
 * Every script is `lazyOnload`: none of them renders or enables anything the visitor sees, so they wait
 * until the page has loaded and the main thread is idle instead of competing with our own chunks. No data is
 * lost by waiting: page views queue in `window.dataLayer` until the tag reads it, and reCAPTCHA is only
 * asked for a token when a form is submitted.
 */
export function ThirdPartyScripts({ config, region }: { config: ThirdPartyConfig; region: Region }) {
  const scripts: { id: string; src: string }[] = [];
  if (config.analyticsTagSrc) scripts.push({ id: 'analytics-tag', src: config.analyticsTagSrc });
  if (config.heatmapSrc) scripts.push({ id: 'heatmap', src: config.heatmapSrc });
  if (config.storageProxySrc) scripts.push({ id: 'storage-proxy', src: config.storageProxySrc });
  if (asksHumanCheck(region) && config.recaptchaSiteKey)
    scripts.push({ id: 'recaptcha', src: recaptchaSrc(config.recaptchaSiteKey) });
  if (scripts.length === 0 && config.preconnect.length === 0) return null;
  return (
    <>
      {/* React hoists these into <head>. */}
      {config.preconnect.map((origin) => (
        <link key={origin} rel="preconnect" href={origin} />
      ))}
      {scripts.map((script) => (
        <Script key={script.id} id={script.id} src={script.src} strategy="lazyOnload" />
      ))}
    </>
  );
}
