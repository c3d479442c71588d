'use client';

import { NewUserPopupLoader } from '@/components/account/new-user-popup-loader';
import type { PopupLoaderProps } from '@/components/account/new-user-popup-props';
import { ThirdPartyScripts } from '@/components/third-party-scripts';
import type { ThirdPartyScript } from '@/lib/third-party';
import { ChatButton } from './chat-button';

export interface SettledBehavioursProps {
  scripts: readonly ThirdPartyScript[];
  chatWidgetSrc: string | null;
  /** The US new-user popup's loader (us pages only). */
  popup: PopupLoaderProps | null;
}

/** What LaterBehaviours loads once the page has settled: a chunk of its own, absent from the first load. */
export function SettledBehaviours({ scripts, chatWidgetSrc, popup }: SettledBehavioursProps) {
  return (
    <>
      <ThirdPartyScripts scripts={scripts} />
      <ChatButton src={chatWidgetSrc} />
      {popup && <NewUserPopupLoader {...popup} />}
    </>
  );
}
