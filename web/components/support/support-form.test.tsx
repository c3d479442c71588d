/**
 * The support forms' consent box links the privacy policy the region has (lib/routing/privacy-link.ts), as the newsletter
 * and the popup do: the region's own page, else the site's in its own language, and the words alone where the
 * content has none, never an address that answers 404.
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { catalogFor } from '@/lib/i18n/catalog';
import { SupportForm } from './support-form';

async function html(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

const form = (privacy: string | null) =>
  html(
    <SupportForm
      kind="registration"
      region="kr"
      text={catalogFor('ko-KR').support}
      products={[{ key: 'flagshipBumblebee', name: 'Flagship Bumblebee' }]}
      siteKey={null}
      privacy={privacy}
    />,
  );

describe('the support form’s consent box', () => {
  it('links the privacy text it is given, beside the form', async () => {
    const page = await form('/de/privacy-notice');
    expect(page).toMatch(/<a href="\/de\/privacy-notice" target="_blank" rel="noopener">/);
  });

  it('keeps the words, unlinked, where the content has no privacy page', async () => {
    const page = await form(null);
    const { consentLink } = catalogFor('ko-KR').support;
    expect(page).toContain(consentLink);
    expect(page).not.toContain('privacy-notice');
  });
});
