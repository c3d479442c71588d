'use client';

import type { Profile } from '@showcase/accounts/profile';
import { REGION_INFO, type Region, type RegionGroup } from '@showcase/schemas/regions';
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';

/** SPEC §3: what login, register and sign-in answer. */
export interface Tokens {
  user_id: string;
  apptoken: string;
  reftoken: string;
}

export interface SessionState {
  apptoken: string | null;
  reftoken: string | null;
  userId: string | null;
  userInfo: Profile | null;
  signIn: (tokens: Tokens) => void;
  setUserInfo: (info: Profile | null) => void;
  clear: () => void;
}

const FIELDS = ['apptoken', 'reftoken', 'userId', 'userInfo'] as const;

/**
 * SPEC §3 keeps the session in local storage under the keys apptoken, reftoken, userId and userInfo,
 * namespaced by region group ("us:apptoken"…), so a us session never travels to eu or cn pages.
 */
function groupStorage(group: RegionGroup): StateStorage {
  return {
    getItem: () => {
      const state: Record<string, unknown> = {};
      for (const field of FIELDS) {
        const raw = localStorage.getItem(`${group}:${field}`);
        try {
          state[field] = raw === null ? null : JSON.parse(raw);
        } catch {
          state[field] = null;
        }
      }
      return JSON.stringify({ state, version: 0 });
    },
    setItem: (_name, value) => {
      const { state } = JSON.parse(value) as { state: Record<string, unknown> };
      for (const field of FIELDS) {
        const item = state[field];
        if (item === null || item === undefined) localStorage.removeItem(`${group}:${field}`);
        else localStorage.setItem(`${group}:${field}`, JSON.stringify(item));
      }
    },
    removeItem: () => {
      for (const field of FIELDS) localStorage.removeItem(`${group}:${field}`);
    },
  };
}

/** Tells the analytics layer whenever the login status changes (SPEC §6). */
function pushLoginStatus(userId: string | null) {
  const target = window as unknown as { dataLayer?: unknown[] };
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push({
    event: 'login_status',
    login_status: userId ? 'Logged in' : 'Not logged in',
    user_id: userId ?? '',
  });
}

/** zustand's persist API, which `create(persist(...))` adds but its return type does not show here. */
type PersistApi = {
  persist: {
    hasHydrated: () => boolean;
    onFinishHydration: (listener: (state: SessionState) => void) => () => void;
  };
};
type SessionStore = UseBoundStore<StoreApi<SessionState>> & PersistApi;
const stores = new Map<RegionGroup, SessionStore>();

export function sessionStore(region: Region): SessionStore {
  const group = REGION_INFO[region].group;
  let store = stores.get(group);
  if (!store) {
    store = create<SessionState>()(
      persist(
        (set) => ({
          apptoken: null,
          reftoken: null,
          userId: null,
          userInfo: null,
          signIn: ({ user_id, apptoken, reftoken }) => {
            set({ userId: user_id, apptoken, reftoken });
            pushLoginStatus(user_id);
          },
          setUserInfo: (userInfo) => set({ userInfo }),
          clear: () => {
            set({ apptoken: null, reftoken: null, userId: null, userInfo: null });
            pushLoginStatus(null);
          },
        }),
        {
          name: `${group}:session`,
          storage: createJSONStorage(() => groupStorage(group)),
          partialize: ({ apptoken, reftoken, userId, userInfo }) => ({ apptoken, reftoken, userId, userInfo }),
        },
      ),
    );
    stores.set(group, store);
  }
  return store;
}

export const useSession = (region: Region) => sessionStore(region)();
