/**
 * SPEC §2.4: "If a script asset fails to load and the server answers 404 for it, the browser reloads the
 * intended page. A failed route-chunk preload dispatches a preload-error event." A 404 for one of our chunks
 * means a newer deployment replaced them while the page was cached or the tab was open; a reload fetches the
 * new ones.
 *
 * It has to work before the page is interactive: a cached page whose first chunk is gone never hydrates, so
 * nothing React mounts would ever run. So this is an inline script in every page's head (the region layout),
 * plain JavaScript in a string, the same text in Next's bundle and in the page cache's (web/cache/csp.ts lists
 * its hash in every policy, cached or per request). It follows Next's own async script tags in the head, so it
 * also looks at the scripts that already failed (resource timing's response status) when it starts.
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
export const CHUNK_RECOVERY_SCRIPT = `(()=>{
const PREFIX="/_next/static/",KEY="chunk-reload:";
let reloading=false,failing=false;
const ours=(src)=>{try{const u=new URL(src,location.href);return u.origin===location.origin&&u.pathname.startsWith(PREFIX)}catch{return false}};
const seen=(key)=>{try{return sessionStorage.getItem(key)!==null}catch{return true}};
const intended=()=>{const p=window.next&&window.next.__pendingUrl;return p instanceof URL&&p.origin===location.origin?p:new URL(location.href)};
const recover=(src)=>{
failing=true;
const target=intended(),key=KEY+target.pathname;
if(reloading||seen(key))return;
fetch(src,{method:"HEAD",cache:"no-store"}).then((r)=>{
if(r.status!==404||reloading||seen(key))return;
try{sessionStorage.setItem(key,String(Date.now()))}catch{return}
reloading=true;
if(target.href===location.href)location.reload();else location.assign(target.href);
},()=>{});
};
addEventListener("error",(e)=>{const s=e.target;if(s instanceof HTMLScriptElement&&s.src&&ours(s.src))recover(s.src)},true);
for(const t of performance.getEntriesByType("resource"))if(t.initiatorType==="script"&&t.responseStatus===404&&ours(t.name))recover(t.name);
addEventListener("unhandledrejection",(e)=>{const r=e.reason;if(r&&typeof r==="object"&&(r.name==="ChunkLoadError"||/Loading (CSS )?chunk \\S+ failed|Failed to load chunk/i.test(String(r.message))))dispatchEvent(new Event("preload-error"))});
addEventListener("load",()=>setTimeout(()=>{if(!failing)try{sessionStorage.removeItem(KEY+location.pathname)}catch{}},10000));
})()`;
