'use client';

import { createContext, type ReactNode, use } from 'react';
import type { StatusText } from '@/lib/i18n/client-text';

interface StatusPage {
  text: StatusText;
  /** The region's home page, for the not-found page's way back. */
  home: string;
}

const StatusPageContext = createContext<StatusPage | null>(null);

/**
 * What the region's error and not-found boundaries show, which Next renders below the layout without props: the
 * layout, a Server Component, provides its region's few texts (the one locale's, compiled) and home address.
 */
export function StatusPageProvider({ text, home, children }: StatusPage & { children: ReactNode }) {
  return <StatusPageContext value={{ text, home }}>{children}</StatusPageContext>;
}

export function useStatusPage(): StatusPage {
  const page = use(StatusPageContext);
  if (!page) throw new Error('useStatusPage needs the StatusPageProvider of the region layout above it');
  return page;
}
