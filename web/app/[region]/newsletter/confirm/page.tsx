import { REGION_INFO } from '@showcase/schemas/regions';
import type { Metadata } from 'next';
import { Suspense } from 'react';
import screen from '@/components/account/account.module.css';
import { screenTitle } from '@/components/account/screen-title';
import form from '@/components/forms/form.module.css';
import { ConfirmSubscription } from '@/components/newsletter/confirm-subscription';
import { RegionNotFound } from '@/components/region-not-found';
import { notFoundMetadata } from '@/lib/head/metadata';
import { catalogFor } from '@/lib/i18n/catalog';
import { regionOf } from '@/lib/routing/region';

type Props = { params: Promise<{ region: string }> };

function resolve(segment: string) {
  const region = regionOf(segment);
  if (!region) return null;
  return { region, catalog: catalogFor(REGION_INFO[region].locale) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const segment = (await params).region;
  const resolved = resolve(segment);
  if (!resolved) return notFoundMetadata(segment);
  const { catalog } = resolved;
  // A link's outcome is not known until it is checked: the tab says what the page is for.
  return { title: screenTitle(catalog.account.newsletter.confirmTitle), robots: { index: false, follow: false } };
}

/**
 * The newsletter's confirmation link, in every region (cn on its host): the client leaf reads its token and posts
 * it; without scripts the shopper's button does.
 */
export default async function NewsletterConfirmPage({ params }: Props) {
  const segment = (await params).region;
  const resolved = resolve(segment);
  if (!resolved) return <RegionNotFound segment={segment} />;
  const { region, catalog } = resolved;
  const text = catalog.account.newsletter;
  return (
    <Suspense
      fallback={
        <div className={screen.card} aria-busy>
          <p role="status" data-confirming>
            {text.confirming}
          </p>
          {/* The stored page cannot know the token, and without scripts nothing posts it: this button does, to the
              page's own address, token in its query (proxy.ts gives that post to the newsletter's form route).
              Nothing is being confirmed until it is pressed, so the status above is not shown. */}
          <noscript>
            <style>{'[data-confirming]{display:none}'}</style>
            <form method="post">
              <button type="submit" className={form.submit}>
                {text.confirm}
              </button>
            </form>
          </noscript>
        </div>
      }
    >
      <ConfirmSubscription region={region} text={text} retry={catalog.site.retry} />
    </Suspense>
  );
}
