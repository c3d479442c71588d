import { type Region, regionPath } from '@showcase/schemas/regions';
import type { AccountText } from '@/lib/i18n/catalog';
import screen from './account.module.css';
import { ScreenHeading } from './screen-heading';

/**
 * SPEC §8: "Verification Unsuccessful", the link is invalid or already used, request a new one, a link home.
 * A new link is of the failed one's kind: `again` is the screen that mails one (forgot password for a reset
 * link, a new verification e-mail for a verification link).
 */
export function VerificationFailed({
  region,
  text,
  again,
}: {
  region: Region;
  text: AccountText;
  again: 'login/reset' | 'login/verify';
}) {
  return (
    <>
      <ScreenHeading>{text.verify.failedTitle}</ScreenHeading>
      <p className={screen.intro}>
        {text.verify.failedBody} {text.verify.failedAction}
      </p>
      <p className={screen.row}>
        <a href={regionPath(region, again)}>{text.verify.requestNew}</a>
        <a href={regionPath(region)}>{text.verify.home}</a>
      </p>
    </>
  );
}
