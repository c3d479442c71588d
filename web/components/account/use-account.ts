'use client';

import type { Order, Profile } from '@showcase/accounts/profile';
import { type Region, regionPath } from '@showcase/schemas/regions';
import { useEffect, useState } from 'react';
import { accountApi, leaveFor } from '@/lib/api-client/client';
import { sessionStore, useSession } from '@/lib/session/store';

/** Whether the region's session has been read back from storage: before that, no token says nothing yet. */
function useSessionHydrated(region: Region): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    const store = sessionStore(region);
    const ready = () => setHydrated(true);
    if (store.persist.hasHydrated()) ready();
    return store.persist.onFinishHydration(ready);
  }, [region]);
  return hydrated;
}

export interface AccountData {
  /** Null until the session is read and the visitor known to be logged in. */
  profile: Profile | null;
  /** Null until the orders have loaded (an empty list when they could not be). */
  orders: Order[] | null;
  logout: () => Promise<void>;
}

/**
 * The logged-in visitor's profile (reloaded from the server into the session) and orders. A visitor without a
 * session goes to login, with fromPath to come back here.
 */
export function useAccount(region: Region): AccountData {
  const { apptoken, userInfo } = useSession(region);
  const hydrated = useSessionHydrated(region);
  const [orders, setOrders] = useState<Order[] | null>(null);
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (!hydrated || leaving) return;
    if (!apptoken) {
      window.location.assign(`${regionPath(region, 'login')}?fromPath=${encodeURIComponent(window.location.pathname)}`);
      return;
    }
    const api = accountApi(region);
    api.get<Profile>('profile/new').then(
      (profile) => sessionStore(region).getState().setUserInfo(profile),
      () => {},
    );
    api.get<{ orders: Order[] }>('orders').then(
      ({ orders }) => setOrders(orders),
      () => setOrders([]),
    );
  }, [hydrated, apptoken, region, leaving]);

  const logout = async () => {
    // Leaving for the home page, not for the login screen a cleared session would otherwise send us to.
    setLeaving(true);
    await accountApi(region)
      .post('logout')
      .catch(() => {});
    sessionStore(region).getState().clear();
    // A call still on its way (the orders) is answered "expired" now: it must not send the visitor to login.
    leaveFor(regionPath(region));
  };
  return { profile: hydrated && apptoken ? userInfo : null, orders, logout };
}
