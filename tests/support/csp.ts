import { expect, type Page } from '@playwright/test';

/** The nonce of a page's policy, after checking the policy admits no inline script and no framing. */
export function nonceOf(policy: string | undefined): string {
  const script = policy?.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(script, 'script-src').not.toContain('unsafe-inline');
  expect(policy).toContain("frame-ancestors 'none'");
  const nonce = /'nonce-([^']+)'/.exec(script)?.[1];
  expect(nonce, 'a nonce in script-src').toBeTruthy();
  return nonce ?? '';
}

/**
 * Every script the server sent that runs carries `nonce`; data blocks (JSON, JSON-LD) need none. Judged on
 * the HTML as sent: scripts Next's runtime adds later are admitted by origin ('self') and carry no nonce.
 */
export function expectScriptsStamped(html: string, nonce: string) {
  const tags = [...html.matchAll(/<script\b([^>]*)>/g)].map(([, attrs]) => attrs ?? '');
  const executable = tags.filter((attrs) => !/\stype="(?!module"|text\/javascript")/.test(attrs));
  expect(executable.length).toBeGreaterThan(3);
  for (const attrs of executable) expect(attrs, 'a script tag').toContain(`nonce="${nonce}"`);
}

/** Violations the page reports, collected from the first script on (an init script is not subject to the policy). */
export async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

export const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
