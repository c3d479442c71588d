import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

const scriptSrc = (policy: string | undefined) =>
  policy?.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';

/** Checks the policy admits no inline script by default and no framing. */
function expectStrict(policy: string | undefined) {
  expect(scriptSrc(policy), 'script-src').not.toContain('unsafe-inline');
  expect(policy).toContain("frame-ancestors 'none'");
}

/** The nonce of a page rendered for one request, after checking its policy is strict. */
export function nonceOf(policy: string | undefined): string {
  expectStrict(policy);
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc(policy))?.[1];
  expect(nonce, 'a nonce in script-src').toBeTruthy();
  return nonce ?? '';
}

/** The executable script tags of the HTML as sent (data blocks, JSON and JSON-LD, never run), attributes and body. */
function executableScripts(html: string) {
  const tags = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attrs = '', body = '']) => ({
    attrs,
    body,
  }));
  const executable = tags.filter(({ attrs }) => !/\stype="(?!module"|text\/javascript")/.test(attrs));
  expect(executable.length).toBeGreaterThan(3);
  return executable;
}

const hashSource = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

/**
 * Every script the server sent that runs carries `nonce`, or is one of our own constant inline scripts that
 * every policy names by hash (chunk recovery: it has to run before anything else, in every page). Judged on the
 * HTML as sent: scripts Next's runtime adds later are admitted by origin ('self') and carry no nonce.
 */
export function expectScriptsStamped(html: string, nonce: string, policy: string) {
  for (const { attrs, body } of executableScripts(html)) {
    if (!/\ssrc=/.test(attrs) && scriptSrc(policy).includes(hashSource(body))) continue;
    expect(attrs, 'a script tag').toContain(`nonce="${nonce}"`);
  }
}

/**
 * A cached page: its policy names no nonce, no script carries one, and every inline script that runs is
 * listed in the policy by its SHA-256 (the others load from this origin).
 */
export function expectScriptsHashed(html: string, policy: string | undefined) {
  expectStrict(policy);
  expect(policy).not.toContain("'nonce-");
  let inline = 0;
  for (const { attrs, body } of executableScripts(html)) {
    expect(attrs, 'a script tag').not.toContain('nonce=');
    if (/\ssrc=/.test(attrs)) continue;
    inline++;
    expect(scriptSrc(policy), body.slice(0, 60)).toContain(hashSource(body));
  }
  expect(inline).toBeGreaterThan(0);
}

/** Either way a page may be sent: named by hash (cached) or stamped with the request's nonce (rendered for it). */
export function expectScriptsAdmitted(html: string, policy: string | undefined) {
  if (policy?.includes("'nonce-")) expectScriptsStamped(html, nonceOf(policy), policy);
  else expectScriptsHashed(html, policy);
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
