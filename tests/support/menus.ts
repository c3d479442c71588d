import type { Page } from '@playwright/test';

/** Opens the header's Products submenu and follows its link to `product` (its name may carry a tag after it). */
export async function followProductMenuLink(page: Page, product: string) {
  const header = page.locator('header');
  await header.getByRole('button', { name: 'Products', exact: true }).click();
  await header
    .getByRole('link', { name: new RegExp(`^${product}`) })
    .first()
    .click();
}
