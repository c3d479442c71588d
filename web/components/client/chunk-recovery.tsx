'use client';

import { useEffect } from 'react';
import {
  CHUNK_FLAG_CLEAR_MS,
  chunkErrorDecision,
  chunkReloadKey,
  isChunkLoadError,
  isChunkScript,
} from '@/lib/ui/chunk-recovery';

/**
 * The page a failed chunk was meant for. During a client navigation the address bar still shows the old
 * page; Next keeps the destination in `window.next.__pendingUrl` (an internal it reads for the same purpose
 * in its own navigation-failure handler), so it is used when present and the current address otherwise.
 */
function intendedUrl(): URL {
  const pending = (window as unknown as { next?: { __pendingUrl?: unknown } }).next?.__pendingUrl;
  if (pending instanceof URL && pending.origin === window.location.origin) return pending;
  return new URL(window.location.href);
}

/** Storage can be unavailable (privacy settings): then nothing is remembered, so nothing reloads. */
function reloadedBefore(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) !== null;
  } catch {
    return true;
  }
}

let reloading = false;

async function recover(src: string): Promise<void> {
  const target = intendedUrl();
  const key = chunkReloadKey(target.pathname);
  if (reloading || reloadedBefore(key)) return;
  let status: number | null = null;
  try {
    status = (await fetch(src, { method: 'HEAD', cache: 'no-store' })).status;
  } catch {
    // The check failed (offline, blocked): a reload would most likely fail the same way.
  }
  if (reloading || chunkErrorDecision({ src, status, alreadyReloaded: reloadedBefore(key) }) !== 'reload') return;
  reloading = true;
  try {
    window.sessionStorage.setItem(key, String(Date.now()));
  } catch {
    reloading = false;
    return;
  }
  if (target.href === window.location.href) window.location.reload();
  else window.location.assign(target.href);
}

/**
 * Recovery from chunks a newer deployment removed (SPEC §2.4): a script of ours that fails to load and
 * answers 404 reloads the intended page, once per page per session; a failed chunk import dispatches
 * `preload-error` on window. Renders nothing.
 *
 * It runs after hydration, so it covers what loads afterwards (route chunks of client navigations, lazy
 * components: the tab left open across a deployment). A first-load chunk that is missing prevents
 * hydration itself and cannot be handled from React.
 */
export function ChunkRecovery() {
  useEffect(() => {
    let clearTimer: number | undefined;
    // Resource load errors do not bubble: only a capturing listener on window sees them.
    const onError = (event: Event) => {
      const script = event.target;
      if (!(script instanceof HTMLScriptElement) || !script.src || !isChunkScript(script.src)) return;
      // This page is failing again: keep its flag, so a page that always fails reloads only once.
      window.clearTimeout(clearTimer);
      void recover(script.src);
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) window.dispatchEvent(new Event('preload-error'));
    };
    const clearFlag = () => {
      const key = chunkReloadKey(window.location.pathname);
      clearTimer = window.setTimeout(() => {
        try {
          window.sessionStorage.removeItem(key);
        } catch {
          // Nothing was stored.
        }
      }, CHUNK_FLAG_CLEAR_MS);
    };
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    if (document.readyState === 'complete') clearFlag();
    else window.addEventListener('load', clearFlag, { once: true });
    return () => {
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('load', clearFlag);
      window.clearTimeout(clearTimer);
    };
  }, []);
  return null;
}
