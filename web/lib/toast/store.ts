'use client';

import { create } from 'zustand';

/** SPEC §9: messages stay 3 s, notifications 4.5 s. */
export const TOAST_MS = { message: 3000, notification: 4500 } as const;

export interface Toast {
  id: number;
  text: string;
  kind: keyof typeof TOAST_MS;
}

interface ToastState {
  toasts: Toast[];
  show: (text: string, kind?: Toast['kind']) => void;
  dismiss: (id: number) => void;
}

let next = 1;

export const useToasts = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (text, kind = 'message') => {
    // Several calls failing alike (a page's parallel loads after a token expired) say it once.
    if (get().toasts.some((t) => t.text === text)) return;
    const id = next++;
    set({ toasts: [...get().toasts, { id, text, kind }] });
    setTimeout(() => get().dismiss(id), TOAST_MS[kind]);
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((t) => t.id !== id) }),
}));

export const showToast = (text: string, kind?: Toast['kind']) => useToasts.getState().show(text, kind);
