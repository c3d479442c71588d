import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_TIMING, type ChatControllerOptions, type ChatState, createChatController } from './controller';
import type { ChatWidget } from './widget';

function fakeWidget() {
  const calls: ('open' | 'close')[] = [];
  const closeListeners: (() => void)[] = [];
  const waiting: (() => void)[] = [];
  let isReady = false;
  const widget: ChatWidget = {
    open: () => calls.push('open'),
    close: () => calls.push('close'),
    on: (_event, cb) => closeListeners.push(cb),
    ready: (cb) => (isReady ? cb() : waiting.push(cb)),
  };
  return {
    widget,
    calls,
    emitClose: () => {
      for (const cb of closeListeners) cb();
    },
    makeReady: () => {
      isReady = true;
      for (const cb of waiting.splice(0)) cb();
    },
  };
}

function setup(overrides: Partial<ChatControllerOptions> & { widget?: unknown } = {}) {
  const logger = { error: vi.fn(), warn: vi.fn() };
  const states: ChatState[] = [];
  let global: unknown = overrides.widget;
  const findWidget = vi.fn(() => global);
  const controller = createChatController({
    findWidget,
    onChange: (state) => states.push(state),
    logger,
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (handle) => clearTimeout(handle),
    ...overrides,
  });
  controller.start();
  return {
    controller,
    logger,
    states,
    findWidget,
    define: (value: unknown) => {
      global = value;
    },
    visible: () => controller.getState().buttonVisible,
  };
}

/** The widget is there from the start and ready at once: the button shows at 5000 + 2000 ms. */
function readyAtSevenSeconds() {
  const fake = fakeWidget();
  fake.makeReady();
  const env = setup({ widget: fake.widget });
  vi.advanceTimersByTime(CHAT_TIMING.initialWaitMs + CHAT_TIMING.resetWaitMs);
  expect(env.visible()).toBe(true);
  return { ...env, fake };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the SPEC §9 constants', () => {
  it('are the documented ones', () => {
    expect(CHAT_TIMING).toEqual({
      reappearMs: 3000,
      initialWaitMs: 5000,
      pollMs: 100,
      pollForMs: 15000,
      resetWaitMs: 2000,
    });
  });
});

describe('availability', () => {
  it('is hidden at first and looks for the widget only after 5000 ms', () => {
    const { findWidget, visible, controller } = setup();
    expect(visible()).toBe(false);
    expect(controller.getState()).toEqual({ phase: 'waiting', buttonVisible: false, frameVisible: false });
    vi.advanceTimersByTime(4999);
    expect(findWidget).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(findWidget).toHaveBeenCalledTimes(1);
    expect(visible()).toBe(false);
  });

  it('polls every 100 ms and takes the widget on the first poll that finds it', () => {
    const fake = fakeWidget();
    const { findWidget, define, controller } = setup();
    vi.advanceTimersByTime(5000);
    expect(findWidget).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(99);
    expect(findWidget).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(findWidget).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(250); // 5350: the script arrives between two polls
    define(fake.widget);
    expect(findWidget).toHaveBeenCalledTimes(4);
    vi.advanceTimersByTime(50); // 5400
    expect(findWidget).toHaveBeenCalledTimes(5);
    expect(controller.getState().phase).toBe('initialising');
    vi.advanceTimersByTime(10_000);
    expect(findWidget).toHaveBeenCalledTimes(5);
  });

  it('ignores a global that lacks part of the interface, and a global that throws', () => {
    const { findWidget, define, controller } = setup();
    define({ open() {}, close() {} });
    vi.advanceTimersByTime(5200);
    expect(controller.getState().phase).toBe('polling');
    findWidget.mockImplementation(() => {
      throw new Error('getter not ready');
    });
    vi.advanceTimersByTime(100);
    expect(controller.getState().phase).toBe('polling');
    findWidget.mockImplementation(() => fakeWidget().widget);
    vi.advanceTimersByTime(100);
    expect(controller.getState().phase).toBe('initialising');
  });

  it('gives up after polling for 15000 ms, with a console warning only', () => {
    const { findWidget, logger, controller, visible } = setup();
    vi.advanceTimersByTime(5000 + 14_999);
    expect(logger.warn).not.toHaveBeenCalled();
    expect(controller.getState().phase).toBe('polling');
    vi.advanceTimersByTime(1);
    expect(findWidget).toHaveBeenCalledTimes(151);
    expect(logger.warn).toHaveBeenCalledOnce();
    expect(controller.getState().phase).toBe('unavailable');
    vi.advanceTimersByTime(60_000);
    expect(findWidget).toHaveBeenCalledTimes(151);
    expect(visible()).toBe(false);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('a widget found at the last poll is still taken', () => {
    const fake = fakeWidget();
    const { define, controller, logger } = setup();
    vi.advanceTimersByTime(5000 + 14_950);
    define(fake.widget);
    vi.advanceTimersByTime(50);
    expect(controller.getState().phase).toBe('initialising');
    expect(logger.warn).not.toHaveBeenCalled();
  });
});

describe('when the widget becomes ready', () => {
  it('waits 2000 ms, then closes the chat, shows its frame and the button', () => {
    const fake = fakeWidget();
    const { visible, controller, states } = setup({ widget: fake.widget });
    vi.advanceTimersByTime(5000);
    expect(controller.getState().phase).toBe('initialising');
    vi.advanceTimersByTime(700);
    fake.makeReady(); // 5700
    expect(controller.getState().phase).toBe('resetting');
    vi.advanceTimersByTime(1999);
    expect(fake.calls).toEqual([]);
    expect(visible()).toBe(false);
    expect(controller.getState().frameVisible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(fake.calls).toEqual(['close']);
    expect(controller.getState()).toEqual({ phase: 'ready', buttonVisible: true, frameVisible: true });
    expect(states.map((s) => s.phase)).toEqual(['polling', 'initialising', 'resetting', 'ready']);
  });

  it('a widget that is already ready: visible 7000 ms after start', () => {
    const fake = fakeWidget();
    fake.makeReady();
    const { visible } = setup({ widget: fake.widget });
    vi.advanceTimersByTime(6999);
    expect(visible()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(visible()).toBe(true);
    expect(fake.calls).toEqual(['close']);
  });

  it('a ready hook firing twice resets once', () => {
    const fake = fakeWidget();
    let hook: (() => void) | undefined;
    const widget = { ...fake.widget, ready: (cb: () => void) => (hook = cb) };
    setup({ widget });
    vi.advanceTimersByTime(5000);
    hook?.();
    hook?.();
    vi.advanceTimersByTime(5000);
    expect(fake.calls).toEqual(['close']);
  });
});

describe('scrolling', () => {
  it('hides the button while scrolling down, shows it on scrolling up', () => {
    const { controller, visible } = readyAtSevenSeconds();
    controller.scroll(100);
    expect(visible()).toBe(false);
    controller.scroll(400);
    expect(visible()).toBe(false);
    controller.scroll(380);
    expect(visible()).toBe(true);
    controller.scroll(500);
    expect(visible()).toBe(false);
  });

  it('shows it again 3000 ms after the last scroll event', () => {
    const { controller, visible } = readyAtSevenSeconds();
    controller.scroll(100);
    vi.advanceTimersByTime(2000);
    controller.scroll(200); // still scrolling: the 3000 ms start again
    vi.advanceTimersByTime(2999);
    expect(visible()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(visible()).toBe(true);
  });

  it('measures the first direction from the start position', () => {
    const fake = fakeWidget();
    fake.makeReady();
    const env = setup({ widget: fake.widget, initialScrollY: 800 });
    vi.advanceTimersByTime(7000);
    env.controller.scroll(700);
    expect(env.visible()).toBe(true);
    env.controller.scroll(900);
    expect(env.visible()).toBe(false);
  });

  it('never shows the button before the widget is ready', () => {
    const fake = fakeWidget();
    const { controller, visible } = setup({ widget: fake.widget });
    controller.scroll(300);
    controller.scroll(100);
    expect(visible()).toBe(false);
    vi.advanceTimersByTime(3000);
    expect(visible()).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(visible()).toBe(false);
  });

  it('scrolling down during the reset wait: the button still appears when the reset is done', () => {
    const fake = fakeWidget();
    fake.makeReady();
    const { controller, visible } = setup({ widget: fake.widget });
    vi.advanceTimersByTime(6500);
    controller.scroll(300);
    vi.advanceTimersByTime(500);
    expect(visible()).toBe(true);
  });
});

describe('open and close', () => {
  it('a click opens the chat', () => {
    const { controller, fake } = readyAtSevenSeconds();
    controller.open();
    expect(fake.calls).toEqual(['close', 'open']);
  });

  it('a click before the widget is ready does nothing', () => {
    const fake = fakeWidget();
    const { controller } = setup({ widget: fake.widget });
    vi.advanceTimersByTime(5000);
    controller.open();
    expect(fake.calls).toEqual([]);
  });

  it('every widget close event closes the chat again', () => {
    const { controller, fake } = readyAtSevenSeconds();
    controller.open();
    fake.emitClose();
    controller.open();
    fake.emitClose();
    expect(fake.calls).toEqual(['close', 'open', 'close', 'open', 'close']);
    expect(controller.getState()).toMatchObject({ buttonVisible: true, frameVisible: true });
  });

  it('a widget whose close() reports a close event does not loop', () => {
    const fake = fakeWidget();
    fake.makeReady();
    const widget = {
      ...fake.widget,
      close: () => {
        fake.widget.close();
        fake.emitClose();
      },
    };
    const { controller } = setup({ widget });
    vi.advanceTimersByTime(7000);
    fake.emitClose();
    expect(fake.calls).toEqual(['close', 'close']);
    expect(controller.getState().phase).toBe('ready');
  });
});

describe('failures go to the console only', () => {
  it('open() and close() throwing', () => {
    const fake = fakeWidget();
    fake.makeReady();
    const boom = () => {
      throw new Error('boom');
    };
    const { controller, logger, visible } = setup({ widget: { ...fake.widget, open: boom, close: boom } });
    vi.advanceTimersByTime(7000);
    expect(visible()).toBe(true);
    expect(() => controller.open()).not.toThrow();
    expect(logger.error).toHaveBeenCalledTimes(2);
  });

  it('initialising throwing', () => {
    const fake = fakeWidget();
    const { controller, logger, visible } = setup({
      widget: {
        ...fake.widget,
        ready: () => {
          throw new Error('no');
        },
      },
    });
    vi.advanceTimersByTime(30_000);
    expect(logger.error).toHaveBeenCalledOnce();
    expect(controller.getState().phase).toBe('unavailable');
    expect(visible()).toBe(false);
  });
});

describe('destroy', () => {
  it('stops every timer and ignores later widget events', () => {
    const fake = fakeWidget();
    const { controller, findWidget, states } = setup({ widget: fake.widget });
    vi.advanceTimersByTime(5000);
    controller.scroll(100);
    controller.destroy();
    fake.makeReady();
    vi.advanceTimersByTime(60_000);
    fake.emitClose();
    expect(fake.calls).toEqual([]);
    expect(findWidget).toHaveBeenCalledTimes(1);
    expect(states.at(-1)?.phase).toBe('initialising');
    expect(vi.getTimerCount()).toBe(0);
  });
});
