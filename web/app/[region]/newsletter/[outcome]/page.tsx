import { REGION_INFO, regionPath } from '@showcase/schemas/regions';
import type { Metadata } from 'next';
import screen from '@/components/account/account.module.css';
import { screenTitle } from '@/components/account/screen-title';
import { RegionNotFound } from '@/components/region-not-found';
import { NEWSLETTER_OUTCOMES, type NewsletterOutcome } from '@/lib/account-service/newsletter-outcomes';
import { getRegionSettings } from '@/lib/content';
import { notFoundMetadata } from '@/lib/head/metadata';
import { catalogFor } from '@/lib/i18n/catalog';
import { regionOf } from '@/lib/routing/region';

type Props = { params: Promise<{ region: string; outcome: string }> };

// Any other outcome renders the region's not-found page (components/region-not-found.tsx).
export const generateStaticParams = () => NEWSLETTER_OUTCOMES.map((outcome) => ({ outcome }));

async function resolve(params: Props['params']) {
  const { region: segment, outcome } = await params;
  const region = regionOf(segment);
  if (!region || !(NEWSLETTER_OUTCOMES as readonly string[]).includes(outcome)) return null;
  const { account, service } = catalogFor(REGION_INFO[region].locale);
  const text = account.newsletter;
  const said = async () => (await getRegionSettings(region)).subscribe?.invalid || service.invalidEmail;
  // The same words the form says with JavaScript: the region's own for a bad address (SPEC §5), the service's else.
  const bodies: Record<NewsletterOutcome, () => string | Promise<string>> = {
    sent: () => text.sentBody,
    invalid: said,
    consent: () => text.consentRequired,
    busy: () => service.codes.tooManyRequests,
    unavailable: () => service.codes.mailUnavailable,
    failed: () => service.codes.serverError,
    confirmed: () => text.confirmedBody,
    expired: () => text.failedBody,
  };
  const key = outcome as NewsletterOutcome;
  const titles: Partial<Record<NewsletterOutcome, string>> = {
    sent: text.sentTitle,
    confirmed: text.confirmedTitle,
    expired: text.failedTitle,
  };
  return { region, text, title: titles[key] ?? text.problemTitle, body: await bodies[key]() };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const outcome = await resolve(params);
  if (!outcome) return notFoundMetadata((await params).region);
  const { title } = outcome;
  return { title: screenTitle(title), robots: { index: false, follow: false } };
}

/**
 * Where the footer's newsletter form lands when it was posted without JavaScript (lib/account-service/route.ts):
 * what became of it, in the region's language, and the way back.
 */
export default async function NewsletterOutcomePage({ params }: Props) {
  const outcome = await resolve(params);
  if (!outcome) return <RegionNotFound segment={(await params).region} />;
  const { region, text, title, body } = outcome;
  return (
    <div className={screen.card} data-testid="newsletter-outcome">
      <h1 className={screen.title}>{title}</h1>
      <p className={screen.intro} role="status">
        {body}
      </p>
      <p>
        <a href={regionPath(region)}>{text.home}</a>
      </p>
    </div>
  );
}
