'use client';

import { usePathname } from 'next/navigation';
import Script from 'next/script';
import { useEffect, useRef, useState } from 'react';
import { type ChatController, type ChatState, createChatController } from '@/lib/chat/controller';
import { CHAT_FRAME_ID, CHAT_GLOBAL, isChatPath } from '@/lib/chat/widget';
import styles from './chat-button.module.css';

/**
 * Keeps the widget's frame (`#roboshift-chat-frame`) hidden until the controller has reset the widget, and
 * again once the visitor leaves the us pages. A hoisted <style>, because a CSS Module cannot hold a rule that
 * targets only elements the vendor script creates.
 */
const FRAME_RULE = `html:not([data-chat-frame="visible"]) #${CHAT_FRAME_ID}{visibility:hidden !important}`;

function ChatOnPage({ src }: { src: string }) {
  const [state, setState] = useState<ChatState | null>(null);
  const controller = useRef<ChatController | null>(null);

  useEffect(() => {
    const chat = createChatController({
      // The global is the widget's, defined by the vendor script (lib/chat/widget.ts documents it).
      findWidget: () => (window as unknown as Record<string, unknown>)[CHAT_GLOBAL],
      onChange: setState,
      initialScrollY: window.scrollY,
    });
    controller.current = chat;
    setState(chat.getState());
    chat.start();
    const onScroll = () => chat.scroll(window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      chat.destroy();
      controller.current = null;
    };
  }, []);

  const frameVisible = state?.frameVisible ?? false;
  useEffect(() => {
    const root = document.documentElement;
    if (frameVisible) root.dataset.chatFrame = 'visible';
    else delete root.dataset.chatFrame;
    return () => {
      delete root.dataset.chatFrame;
    };
  }, [frameVisible]);

  return (
    <>
      <Script
        id="roboshift-chat"
        src={src}
        strategy="afterInteractive"
        onError={() => console.error(`[chat] the chat widget script failed to load: ${src}`)}
      />
      <style href="roboshift-chat-frame" precedence="default">
        {FRAME_RULE}
      </style>
      {/* Client only (SPEC §4): rendered once the controller runs, hidden until the widget is ready. */}
      {state && (
        <button
          type="button"
          aria-label="Chat with us"
          className={state.buttonVisible ? styles.button : `${styles.button} ${styles.hidden}`}
          onClick={() => controller.current?.open()}
        >
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm3 6.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z"
            />
          </svg>
        </button>
      )}
    </>
  );
}

/**
 * The floating customer-service chat button of SPEC §2.3/§4, on paths with a `us` segment only. `src` is
 * the widget script (CHAT_WIDGET_SRC, or the opt-in stand-in), which defines `window.RoboshiftChat`; it is loaded only on those
 * paths. The behaviour lives in lib/chat/controller.ts.
 */
export function ChatButton({ src }: { src: string | null }) {
  const pathname = usePathname();
  if (!isChatPath(pathname)) return null;
  return src ? <ChatOnPage src={src} /> : <NoWidget />;
}

/** SPEC §8: an unavailable chat widget is said in the console only, never to the visitor. */
function NoWidget() {
  useEffect(() => {
    console.warn('[chat] no chat widget is configured (CHAT_WIDGET_SRC): the chat button is not shown');
  }, []);
  return null;
}
