import { REGION_INFO } from '@showcase/schemas/regions';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { catalogFor } from '@/lib/i18n/catalog';
import { regionOf } from '@/lib/region';
import { thirdPartyConfig } from '@/lib/third-party';
import { LoginForm } from './login-form';
import { RegisterFlow } from './register-flow';
import { ResetFlow } from './reset-flow';
import { screenTitle } from './screen-title';
import { VerifyLink } from './verify-link';

export type ScreenName = 'login' | 'register' | 'reset' | 'verify';

/** The login screens exist for the US only (SPEC §2.2); other regions' /login is a 404. */
export const LOGIN_REGIONS = ['us'] as const;

function resolve(segment: string) {
  const region = regionOf(segment);
  if (!region || !(LOGIN_REGIONS as readonly string[]).includes(region)) notFound();
  return { region, text: catalogFor(REGION_INFO[region].locale).account };
}

export async function screenMetadata(params: Promise<{ region: string }>, screen: ScreenName): Promise<Metadata> {
  const { text } = resolve((await params).region);
  // The screen each address opens with; the steps after it name the tab themselves (screen-heading.tsx). A
  // verification link's outcome is not known until it is checked, so its page says only what it is for.
  const title = screenTitle(
    {
      login: text.login.title,
      register: text.register.title,
      reset: text.reset.forgotTitle,
      verify: text.verify.title,
    }[screen],
  );
  // The login page is a way into the site worth finding; the steps behind it are not.
  if (screen === 'login') return { title, description: text.login.description };
  return { title, robots: { index: false, follow: true } };
}

/** One of the US login screens: the client flow in a Suspense boundary (it reads the query string). */
export async function AccountScreen({ params, screen }: { params: Promise<{ region: string }>; screen: ScreenName }) {
  const { region, text } = resolve((await params).region);
  const siteKey = thirdPartyConfig().recaptchaSiteKey;
  return (
    <Suspense>
      {screen === 'login' && <LoginForm region={region} text={text} siteKey={siteKey} />}
      {screen === 'register' && <RegisterFlow region={region} text={text} siteKey={siteKey} />}
      {screen === 'reset' && <ResetFlow region={region} text={text} />}
      {screen === 'verify' && <VerifyLink region={region} text={text} />}
    </Suspense>
  );
}
