'use client';

import { useToasts } from '@/lib/toast/store';
import styles from './toaster.module.css';

/** Where the API client's messages appear (SPEC §8): announced politely, gone after 3 s or 4.5 s. */
export function Toaster() {
  const toasts = useToasts((state) => state.toasts);
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
