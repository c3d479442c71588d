/**
 * SPEC §2.4: "If a script asset fails to load and the server answers 404 for it, the browser reloads the
 * intended page. A failed route-chunk preload dispatches a preload-error event." A 404 for one of our chunks
 * means a newer deployment replaced them while the page was cached or the tab was open; a reload fetches the
 * new ones.
 *
 * It has to work before the page is interactive: a cached page whose first chunk is gone never hydrates, so
 * nothing React mounts would ever run. So every page's head (the region layout) holds two scripts of plain
 * JavaScript: inline, `CHUNK_ERRORS_SCRIPT`, which only keeps the elements that failed to load (web/security/csp.ts
 * lists its hash in every policy), and `CHUNK_RECOVERY_SCRIPT` from `CHUNK_RECOVERY_PATH`, an address no deployment
 * changes (app/chunk-recovery.js/route.ts), async. Inline, the whole would be 570 of the product page's 10,000
 * brotli bytes (tests/e2e/page-weight.spec.ts). When it starts it takes the failures kept so far.
 *
 * Rules, tested in chunk-recovery.test.ts and the browser (tests/e2e/chunk-recovery.spec.ts):
 * - only our own chunks (this origin, under /_next/static/), and only when a HEAD for the script says 404 (a
 *   network error or a 5xx would fail again after a reload);
 * - the page the chunk was for: during a client navigation the address bar still shows the old page, and Next
 *   keeps the destination in `window.next.__pendingUrl` (an internal its own navigation-failure handler reads);
 * - once per page per session (sessionStorage `chunk-reload:<path>`), so a broken deployment never loops; a
 *   page that then stays up ten seconds without a failure counts as recovered and may reload again after a
 *   later deployment. Without sessionStorage nothing can be remembered, so nothing reloads;
 * - a rejected chunk import (webpack's or Turbopack's ChunkLoadError) dispatches `preload-error` on window.
 */
/** Inline, before any chunk: each element that fails to load, kept for the recovery (or handed to it, once it runs). */
export const CHUNK_ERRORS_SCRIPT = 'addEventListener("error",e=>(self.__chunkErrors||=[]).push(e.target),true)';

export const CHUNK_RECOVERY_PATH = '/chunk-recovery.js';

export const CHUNK_RECOVERY_SCRIPT =
  // Written small (every first visit fetches it): P the chunks' folder, K the storage key's prefix, r reloading,
  // f failing, o(src) one of our chunks, s(key) already reloaded (or storage unusable), t the intended page,
  // v(src) recover, h(element) the catcher's receiver.
  '(()=>{const P="/_next/static/",K="chunk-reload:";let r=0,f=0;' +
  'const o=s=>{try{const u=new URL(s,location.href);return u.origin==location.origin&&u.pathname.startsWith(P)}catch{return 0}},' +
  's=k=>{try{return sessionStorage.getItem(k)!==null}catch{return 1}},' +
  'v=c=>{f=1;const n=window.next&&next.__pendingUrl,t=n instanceof URL&&n.origin==location.origin?n:new URL(location.href),k=K+t.pathname;' +
  'if(r||s(k))return;fetch(c,{method:"HEAD",cache:"no-store"}).then(x=>{if(x.status!=404||r||s(k))return;' +
  'try{sessionStorage.setItem(k,Date.now())}catch{return}r=1;t.href==location.href?location.reload():location.assign(t.href)},()=>{})};' +
  'const h=t=>{t instanceof HTMLScriptElement&&t.src&&o(t.src)&&v(t.src)};for(const t of self.__chunkErrors||[])h(t);self.__chunkErrors={push:h};' +
  'addEventListener("unhandledrejection",e=>{const x=e.reason;x&&typeof x=="object"&&(x.name=="ChunkLoadError"||/Loading (CSS )?chunk \\S+ failed|Failed to load chunk/i.test(x.message))&&dispatchEvent(new Event("preload-error"))});' +
  'addEventListener("load",()=>setTimeout(()=>{if(!f)try{sessionStorage.removeItem(K+location.pathname)}catch{}},1e4))})()';
