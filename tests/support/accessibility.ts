/**
 * The accessibility check every browser test uses: axe-core over the page as it is now, no violation allowed.
 * It costs about 2 s per screen on these machines and 4-5 s with the other core busy: a journey that checks
 * several screens counts that in its budget.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The whole page, or only what `include` selects (a part such as the footer, in a state a test brought it to). */
export async function expectNoAxeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
