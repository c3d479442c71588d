/**
 * The chat button's behaviour (SPEC §4 "Chat button", §8, §9), free of React and of the DOM: timers, the
 * widget lookup and the logger are injected, so every timing is tested with fake timers.
 *
 * - The button is visible only once the widget is ready (a button that opens nothing is worse than none).
 *   From then on it hides while the visitor scrolls down and shows again when they scroll up or
 *   `reappearMs` after the last scroll.
 * - Availability: wait `initialWaitMs`, then look for the widget every `pollMs` for up to `pollForMs` more;
 *   then `ready()`; `resetWaitMs` later the chat is closed, its frame shown and the button made visible.
 * - Every widget close event closes the chat again; a click on the button opens it.
 * - Failures (no widget, an exception from the widget) are logged, never shown to the visitor.
 */
import { asChatWidget, type ChatWidget } from './widget';

/** SPEC §9 "Chat: 3000 ms reappear, 5000 ms initial wait, 100 ms polling up to 15000 ms, 2000 ms reset wait". */
export const CHAT_TIMING = {
  reappearMs: 3000,
  initialWaitMs: 5000,
  pollMs: 100,
  /** Polling time after the initial wait: the widget is given up 20 s after start. */
  pollForMs: 15000,
  resetWaitMs: 2000,
} as const;

export type ChatPhase = 'waiting' | 'polling' | 'initialising' | 'resetting' | 'ready' | 'unavailable';

export interface ChatState {
  phase: ChatPhase;
  buttonVisible: boolean;
  /** Whether the widget's own frame may be shown (hidden until the first reset). */
  frameVisible: boolean;
}

type TimerHandle = ReturnType<typeof setTimeout>;

export interface ChatControllerOptions {
  /** The current value of the widget's global (`window.RoboshiftChat`), read on every poll. */
  findWidget: () => unknown;
  onChange: (state: ChatState) => void;
  /** Scroll position when the controller starts, so the first scroll has a direction. */
  initialScrollY?: number;
  setTimeout?: (fn: () => void, ms: number) => TimerHandle;
  clearTimeout?: (handle: TimerHandle) => void;
  logger?: Pick<Console, 'error' | 'warn'>;
  timing?: Partial<typeof CHAT_TIMING>;
}

export interface ChatController {
  /** Starts the availability check; call once. */
  start(): void;
  /** Feed every scroll event's vertical position. */
  scroll(y: number): void;
  /** The button was clicked. */
  open(): void;
  /** Stops every timer; later widget events are ignored (the interface cannot unsubscribe). */
  destroy(): void;
  getState(): ChatState;
}

/** A getter on a half-built global may throw; that is "not there yet", not a failure. */
function lookUp(read: () => unknown): unknown {
  try {
    return read();
  } catch {
    return null;
  }
}

export function createChatController(options: ChatControllerOptions): ChatController {
  const timing = { ...CHAT_TIMING, ...options.timing };
  const later = options.setTimeout ?? ((fn, ms) => setTimeout(fn, ms));
  const cancel = options.clearTimeout ?? ((handle) => clearTimeout(handle));
  const log = options.logger ?? console;

  let state: ChatState = { phase: 'waiting', buttonVisible: false, frameVisible: false };
  let lastY = options.initialScrollY ?? 0;
  /** True while the visitor is scrolling down (and until they scroll up or stop). */
  let scrolledAway = false;
  let widget: ChatWidget | null = null;
  let started = false;
  let destroyed = false;
  /** Our own close() may make the widget report a close: that must not trigger another close(). */
  let closing = false;
  const timers = new Set<TimerHandle>();

  const after = (ms: number, fn: () => void) => {
    const handle = later(() => {
      timers.delete(handle);
      if (!destroyed) fn();
    }, ms);
    timers.add(handle);
    return handle;
  };

  const update = (next: Partial<ChatState>) => {
    const merged = { ...state, ...next };
    merged.buttonVisible = merged.phase === 'ready' && !scrolledAway;
    if (
      merged.phase === state.phase &&
      merged.buttonVisible === state.buttonVisible &&
      merged.frameVisible === state.frameVisible
    )
      return;
    state = merged;
    options.onChange(state);
  };

  const closeWidget = (why: string) => {
    if (!widget || closing) return;
    closing = true;
    try {
      widget.close();
    } catch (error) {
      log.error(`[chat] closing the chat failed (${why})`, error);
    } finally {
      closing = false;
    }
  };

  const onReady = () => {
    if (destroyed || state.phase !== 'initialising') return;
    update({ phase: 'resetting' });
    after(timing.resetWaitMs, () => {
      closeWidget('reset');
      scrolledAway = false;
      update({ phase: 'ready', frameVisible: true });
    });
  };

  const initialise = (found: ChatWidget) => {
    widget = found;
    update({ phase: 'initialising' });
    try {
      found.on('close', () => {
        if (!destroyed && state.phase === 'ready') closeWidget('close event');
      });
      found.ready(onReady);
    } catch (error) {
      log.error('[chat] initialising the chat failed', error);
      update({ phase: 'unavailable' });
    }
  };

  const poll = (elapsed: number) => {
    const found = asChatWidget(lookUp(options.findWidget));
    if (found) return initialise(found);
    if (elapsed >= timing.pollForMs) {
      log.warn(`[chat] the chat widget did not appear within ${timing.initialWaitMs + timing.pollForMs} ms`);
      return update({ phase: 'unavailable' });
    }
    after(timing.pollMs, () => poll(elapsed + timing.pollMs));
  };

  let reappear: TimerHandle | undefined;

  return {
    start() {
      if (started) return;
      started = true;
      after(timing.initialWaitMs, () => {
        update({ phase: 'polling' });
        poll(0);
      });
    },
    scroll(y) {
      if (destroyed) return;
      if (y > lastY) scrolledAway = true;
      else if (y < lastY) scrolledAway = false;
      lastY = y;
      if (reappear !== undefined) {
        cancel(reappear);
        timers.delete(reappear);
      }
      reappear = after(timing.reappearMs, () => {
        reappear = undefined;
        scrolledAway = false;
        update({});
      });
      update({});
    },
    open() {
      if (destroyed || !widget || state.phase !== 'ready') return;
      try {
        widget.open();
      } catch (error) {
        log.error('[chat] opening the chat failed', error);
      }
    },
    destroy() {
      destroyed = true;
      for (const handle of timers) cancel(handle);
      timers.clear();
    },
    getState: () => state,
  };
}
