/**
 * The two browser engines besides Chromium, as Debian ships them: Playwright drives only its own patched builds,
 * which cannot be downloaded here. Firefox ESR runs through Puppeteer over WebDriver BiDi; WebKitGTK's
 * MiniBrowser through WebKitWebDriver (WebDriver over HTTP), under Xvfb, as it has no headless mode. Each is
 * reduced to the few verbs a shopper's journey needs, so that one journey runs in both; every wait is for a state
 * of the page (`until`), never for a time.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import puppeteer from 'puppeteer-core';

export type EngineName = 'firefox' | 'webkit';
export const ENGINES: readonly EngineName[] = ['firefox', 'webkit'];

export interface Engine {
  readonly name: EngineName;
  goto(url: string): Promise<void>;
  /** Clicks the element `css` selects, as a pointer would. */
  click(css: string): Promise<void>;
  /** Types into the element `css` selects, key by key. */
  type(css: string, text: string): Promise<void>;
  /** The value of a JavaScript expression in the page (JSON-serialisable), or in its first frame. */
  evaluate<T>(expression: string, inFrame?: boolean): Promise<T>;
  close(): Promise<void>;
}

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
/** A bound only so that a state never reached fails with its expression, before the test's own timeout. */
const STATE_WAIT_MS = 20_000;

export function launch(name: EngineName): Promise<Engine> {
  return name === 'firefox' ? firefox() : webkit();
}

/**
 * Settles with the expression's value once it is truthy in the page (or its first frame); a page being replaced
 * is "not yet".
 */
export async function until<T>(
  engine: Engine,
  expression: string,
  waitMs = STATE_WAIT_MS,
  inFrame = false,
): Promise<T> {
  const deadline = Date.now() + waitMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await engine.evaluate<T>(expression, inFrame);
      if (value) return value;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`${engine.name}: not reached in ${waitMs / 1000} s: ${expression} (last: ${String(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function firefox(): Promise<Engine> {
  // Certificates made on this machine (a TLS front's, the Sanity stand-in's) are accepted, as Playwright's
  // Chromium is told with ignoreHTTPSErrors; WebKit's session below says the same.
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    acceptInsecureCerts: true,
  });
  const page = await browser.newPage();
  return {
    name: 'firefox',
    goto: async (url) => {
      await page.goto(url);
    },
    click: (css) => page.click(css),
    type: (css, text) => page.type(css, text),
    evaluate: async <T>(expression: string, inFrame = false) => {
      const frame = inFrame ? page.mainFrame().childFrames()[0] : page.mainFrame();
      if (!frame) throw new Error('firefox: the page has no frame');
      return (await frame.evaluate(expression)) as T;
    },
    close: () => browser.close(),
  };
}

/** The key under which WebDriver names an element (W3C WebDriver, "web element identifier"). */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function webkit(): Promise<Engine> {
  const port = await freePort();
  // Its own process group, so that closing ends Xvfb, the driver and the browser together.
  const driver: ChildProcess = spawn('xvfb-run', ['-a', 'WebKitWebDriver', `--port=${port}`], {
    detached: true,
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok) throw new Error(`webkit: ${method} ${path}: ${value.error}: ${value.message}`);
    return value;
  };
  const deadline = Date.now() + STATE_WAIT_MS;
  for (;;) {
    const ready = await call<{ ready: boolean }>('GET', '/status').then(
      (status) => status.ready,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error('webkit: WebKitWebDriver did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { sessionId } = await call<{ sessionId: string }>('POST', '/session', {
    capabilities: {
      alwaysMatch: { 'webkitgtk:browserOptions': { args: ['--automation'] }, acceptInsecureCerts: true },
    },
  });
  const session = `/session/${sessionId}`;
  const element = async (css: string) =>
    (await call<Record<string, string>>('POST', `${session}/element`, { using: 'css selector', value: css }))[ELEMENT];
  return {
    name: 'webkit',
    goto: async (url) => {
      await call('POST', `${session}/url`, { url });
    },
    click: async (css) => {
      await call('POST', `${session}/element/${await element(css)}/click`, {});
    },
    type: async (css, text) => {
      await call('POST', `${session}/element/${await element(css)}/value`, { text });
    },
    evaluate: async <T>(expression: string, inFrame = false) => {
      if (inFrame) await call('POST', `${session}/frame`, { id: { [ELEMENT]: await element('iframe') } });
      try {
        return await call<T>('POST', `${session}/execute/sync`, { script: `return (${expression});`, args: [] });
      } finally {
        if (inFrame) await call('POST', `${session}/frame/parent`, {});
      }
    },
    close: async () => {
      await call('DELETE', session).catch(() => undefined);
      if (driver.pid) process.kill(-driver.pid, 'SIGTERM');
    },
  };
}
