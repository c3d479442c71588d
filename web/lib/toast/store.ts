'use client';

import { create } from 'zustand';

/** SPEC §9: messages stay 3 s, notifications 4.5 s. */
export const TOAST_MS = { message: 3000, notification: 4500 } as const;

export interface Toast {
  id: number;
  text: string;
  kind: keyof typeof TOAST_MS;
  /** When it goes (epoch ms): a toast shown just before a page load is shown on the next page until then. */
  until: number;
}

interface ToastState {
  toasts: Toast[];
  show: (text: string, kind?: Toast['kind']) => void;
  dismiss: (id: number) => void;
  /** Shows again what the previous page of this tab was still showing (see `carry`). */
  restore: () => void;
}

/**
 * The toasts on screen, kept in this tab's sessionStorage. A message is often followed by a full page load
 * (an expired login goes to the login page 300 ms later, SPEC §8-9): without this the visitor would see it
 * for 300 ms instead of 3 s.
 */
const CARRIED_KEY = 'toasts';

function carry(toasts: Toast[]) {
  try {
    if (toasts.length)
      sessionStorage.setItem(
        CARRIED_KEY,
        JSON.stringify(toasts.map(({ text, kind, until }) => ({ text, kind, until }))),
      );
    else sessionStorage.removeItem(CARRIED_KEY);
  } catch {
    // Storage refused (a private window, a full quota): the toast still shows on this page.
  }
}

function carried(now: number): Omit<Toast, 'id'>[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(CARRIED_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (t): t is Omit<Toast, 'id'> =>
        !!t &&
        typeof t.text === 'string' &&
        Object.hasOwn(TOAST_MS, t.kind) &&
        typeof t.until === 'number' &&
        t.until > now &&
        t.until <= now + TOAST_MS[t.kind as Toast['kind']],
    );
  } catch {
    return [];
  }
}

let next = 1;

export const useToasts = create<ToastState>()((set, get) => {
  const add = (text: string, kind: Toast['kind'], until: number) => {
    // Several calls failing alike (a page's parallel loads after a token expired) say it once.
    if (get().toasts.some((t) => t.text === text)) return;
    const id = next++;
    set({ toasts: [...get().toasts, { id, text, kind, until }] });
    carry(get().toasts);
    setTimeout(() => get().dismiss(id), Math.max(0, until - Date.now()));
  };
  return {
    toasts: [],
    show: (text, kind = 'message') => add(text, kind, Date.now() + TOAST_MS[kind]),
    dismiss: (id) => {
      set({ toasts: get().toasts.filter((t) => t.id !== id) });
      carry(get().toasts);
    },
    restore: () => {
      for (const toast of carried(Date.now())) add(toast.text, toast.kind, toast.until);
    },
  };
});

export const showToast = (text: string, kind?: Toast['kind']) => useToasts.getState().show(text, kind);
