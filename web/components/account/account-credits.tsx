import { REGION_INFO } from '@showcase/schemas/regions';
import { format } from '@/lib/i18n/format';
import screen from './account.module.css';
import { type AccountSectionProps, Pending } from './account-pending';

/** The account's reward credits balance. */
export function AccountCredits({ region, text, profile }: AccountSectionProps) {
  return (
    <section className={screen.section} aria-labelledby="credits-heading">
      <h2 id="credits-heading">{text.account.credits}</h2>
      {profile ? (
        <p data-testid="credits">
          {format(REGION_INFO[region].locale, text.account.creditsBalance, { n: profile.credits })}
        </p>
      ) : (
        <p>
          <Pending />
        </p>
      )}
    </section>
  );
}
