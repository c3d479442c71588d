import { REGION_INFO } from '@showcase/schemas/regions';
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { JsonLd } from '@/components/json-ld';
import { RegionNotFound } from '@/components/region-not-found';
import { getRegionSettings } from '@/lib/content';
import { headMetadata, notFoundMetadata } from '@/lib/head/metadata';
import { organizationLd, webPageLd } from '@/lib/head/structured-data';
import { catalogFor } from '@/lib/i18n/catalog';
import { regionOf } from '@/lib/routing/region';
import { thirdPartyConfig } from '@/lib/third-party';
import { LoginForm } from './login-form';
import { hasLoginScreens, LOGIN_REGIONS } from './login-regions';
import { RegisterFlow } from './register-flow';
import { ResetFlow } from './reset-flow';
import { screenTitle } from './screen-title';
import { VerifyLink } from './verify-link';

export type ScreenName = 'login' | 'register' | 'reset' | 'verify';

export { LOGIN_REGIONS };

/**
 * Other regions' login screens are a 404, drawn by the screen itself in the region's language
 * (components/region-not-found.tsx), which is why their routes take any region.
 */
function resolve(segment: string) {
  const region = regionOf(segment);
  if (!region || !hasLoginScreens(region)) return null;
  const catalog = catalogFor(REGION_INFO[region].locale);
  return { region, text: catalog.account, head: catalog.head };
}

/** Each screen's address below the region: the path its canonical, alternates and robots are decided by. */
const SCREEN_PATHS: Readonly<Record<ScreenName, string>> = {
  login: 'login',
  register: 'login/register',
  reset: 'login/reset',
  verify: 'login/verify',
};

/** What a screen is called and says it is for, in the region's language. */
function screenHead({ text, head }: NonNullable<ReturnType<typeof resolve>>, screen: ScreenName) {
  const title = {
    login: text.login.title,
    register: text.register.title,
    reset: text.reset.forgotTitle,
    verify: text.verify.title,
  }[screen];
  const description = {
    login: text.login.description,
    register: head.register.description,
    reset: head.reset.description,
    verify: head.verify.description,
  }[screen];
  return { title, description };
}

export async function screenMetadata(params: Promise<{ region: string }>, screen: ScreenName): Promise<Metadata> {
  const segment = (await params).region;
  const screenRegion = resolve(segment);
  if (!screenRegion) return notFoundMetadata(segment);
  const { region, head } = screenRegion;
  // The screen each address opens with; the steps after it name the tab themselves (screen-heading.tsx). A
  // verification link's outcome is not known until it is checked, so its page says only what it is for.
  const { title, description } = screenHead(screenRegion, screen);
  // The login page is a way into the site worth finding; the steps behind it are not (the indexable rule says
  // which), yet each still names its address and says what it is for.
  return headMetadata(
    region,
    SCREEN_PATHS[screen],
    { title: screenTitle(title), description, keywords: head[screen].keywords },
    LOGIN_REGIONS,
  );
}

/** One of the US login screens: the client flow in a Suspense boundary (it reads the query string). */
export async function AccountScreen({ params, screen }: { params: Promise<{ region: string }>; screen: ScreenName }) {
  const segment = (await params).region;
  const screenRegion = resolve(segment);
  if (!screenRegion) return <RegionNotFound segment={segment} />;
  const { region, text } = screenRegion;
  const siteKey = thirdPartyConfig().recaptchaSiteKey;
  const { title, description } = screenHead(screenRegion, screen);
  const { siteName } = await getRegionSettings(region);
  return (
    <>
      {/* What every other page says of itself to search engines (SPEC §2.4). */}
      <JsonLd
        items={[organizationLd(region, siteName ?? ''), webPageLd(region, SCREEN_PATHS[screen], title, description)]}
      />
      <Suspense>
        {screen === 'login' && <LoginForm region={region} text={text} siteKey={siteKey} />}
        {screen === 'register' && <RegisterFlow region={region} text={text} siteKey={siteKey} />}
        {screen === 'reset' && <ResetFlow region={region} text={text} />}
        {screen === 'verify' && <VerifyLink region={region} text={text} />}
      </Suspense>
    </>
  );
}
