/**
 * The customer-service chat widget (SPEC §2.4, §7 "global interface with open, close, event subscription
 * and a ready hook"). The vendor script configured by CHAT_WIDGET_SRC defines it as `window.RoboshiftChat`.
 *
 * Contract the script must keep:
 * - `ready(cb)` calls `cb` once the widget can be used; at once (synchronously or not) if it already can.
 * - `close()` minimises the chat; `open()` opens the conversation window.
 * - `on('close', cb)` calls `cb` whenever the visitor closes the chat in the widget.
 * - It renders its frame inside an element with id `roboshift-chat-frame`. The page keeps that element
 *   hidden until the widget has been reset after becoming ready (`data-chat-frame="visible"` on <html>),
 *   so a half-initialised widget never flashes open.
 *
 * lib/chat/standin-widget.ts is a stand-in that keeps this contract.
 */
export interface ChatWidget {
  open(): void;
  close(): void;
  on(event: 'close', cb: () => void): void;
  ready(cb: () => void): void;
}

/** Name of the global the widget script defines. */
export const CHAT_GLOBAL = 'RoboshiftChat';
/** Id of the element the widget renders its frame in. */
export const CHAT_FRAME_ID = 'roboshift-chat-frame';

/** The widget when the global is there and has the whole interface (a script still loading may not). */
export function asChatWidget(value: unknown): ChatWidget | null {
  if (typeof value !== 'object' || value === null) return null;
  const candidate = value as Record<string, unknown>;
  return ['open', 'close', 'on', 'ready'].every((name) => typeof candidate[name] === 'function')
    ? (value as ChatWidget)
    : null;
}

/**
 * SPEC §2.3 "paths containing /us": read as a path segment `us`, so /us and /us/... qualify while
 * /uk/user-guide (which contains the characters "/us") does not.
 */
export function isChatPath(pathname: string): boolean {
  return pathname.split('/').includes('us');
}
