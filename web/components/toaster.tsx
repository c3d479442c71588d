'use client';

import { useEffect } from 'react';
import { useToasts } from '@/lib/toast/store';
import styles from './toaster.module.css';

/**
 * Where the API client's messages appear (SPEC §8): announced politely, gone after 3 s or 4.5 s, including
 * the time they spent on the page before a full page load (restored after hydration, so the server's markup
 * and the first render agree).
 */
export function Toaster() {
  const toasts = useToasts((state) => state.toasts);
  useEffect(() => useToasts.getState().restore(), []);
  return (
    <div className={styles.toaster} role="status" aria-live="polite" data-testid="toaster">
      {toasts.map((toast) => (
        <p key={toast.id} className={styles.toast} data-kind={toast.kind}>
          {toast.text}
        </p>
      ))}
    </div>
  );
}
