/**
 * What an editor does in the Studio, as the browser tests do it: type into a field until it is saved, make a
 * Content Release, open a document in a release and add it there, run a release. Each waits on the state the
 * Studio shows or the stand-in holds, never on a time.
 */
import { expect, type Page } from '@playwright/test';

type Documents = () => Record<string, unknown>[];

/**
 * Types a value into a field as an editor does, until the stand-in holds `expected` where `held` reads it.
 * (Not until the Studio says "Saved": that word shows for a moment, and a retry that types the same value again
 * saves nothing, so a busy machine can miss it for good.)
 */
export async function typeInto(page: Page, label: string, value: string, held: () => unknown, expected: unknown) {
  const input = page.getByLabel(label, { exact: true });
  // The form can be drawn again under a fill (a release's version made, the user loaded) and drop what was typed:
  // typed again until the value holds and the stand-in has it.
  await expect(async () => {
    await input.fill(value);
    await input.press('Tab');
    await expect(input).toHaveValue(value, { timeout: 2_000 });
    await expect.poll(held, { timeout: 10_000 }).toEqual(expected);
  }).toPass({ timeout: 45_000 });
}

/**
 * A new Content Release, made from the releases overview; its id, and the address of its page, which the
 * Studio opens once it is made.
 */
export async function createRelease(page: Page, studioOrigin: string, title: string, documents: Documents) {
  await page.goto(`${studioOrigin}/releases`);
  // The overview draws its empty state before the signed-in user has loaded, and draws it again once they have,
  // taking an open "New release" dialog with it (on a busy machine, between a fill and a click): the user first,
  // then a dialog opened again for as long as it is taken away before its Create is pressed.
  await expect(page.getByRole('button', { name: 'Stand-in Editor' })).toBeVisible({ timeout: 30_000 });
  const dialog = page.getByRole('dialog');
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'New release' }).last().click();
    await dialog.getByRole('textbox').first().fill(title, { timeout: 5_000 });
    await dialog.getByRole('button', { name: 'Create release' }).click({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  const release = () =>
    documents().find(
      (d) =>
        d._type === 'system.release' && d.state !== 'published' && (d.metadata as { title?: string })?.title === title,
    );
  await expect.poll(() => release()?.name).toBeDefined();
  const id = String(release()?.name);
  await expect(page).toHaveURL(new RegExp(`/releases/${id}`));
  return { id, page: page.url() };
}

/**
 * A region's document opened through a release (from the desk, seen as the release will make it), and added to
 * the release: its version exists and the form shows it before anything is typed into it.
 */
export async function addToRelease(
  page: Page,
  studioOrigin: string,
  release: string,
  where: { desk: string; list: string; document: RegExp; id: string },
  documents: Documents,
) {
  await page.goto(`${studioOrigin}/structure?perspective=${release}`);
  await page.getByRole('link', { name: where.desk }).click({ timeout: 30_000 });
  await page.getByRole('link', { name: where.list }).click();
  await page.getByRole('link', { name: where.document }).click();
  await page.getByRole('button', { name: 'Add to release' }).click({ timeout: 20_000 });
  await expect.poll(() => documents().some((d) => d._id === `versions.${release}.${where.id}`)).toBe(true);
  await expect(page.getByRole('button', { name: 'Add to release' })).toHaveCount(0);
}

/** The release run from its page ("Publish all"), as an editor runs it. */
export async function runRelease(page: Page, releasePage: string) {
  await page.goto(releasePage);
  await page.getByTestId('publish-all-button').click({ timeout: 30_000 });
  await page.getByRole('dialog').getByRole('button', { name: 'Run release' }).click();
}
