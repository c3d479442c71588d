import type { Region } from '@showcase/schemas/regions';
import { activeUntil } from '@showcase/schemas/stage';
import type { Banners, RegionSettings } from '@/lib/content';
import { isExternal } from '@/lib/routing/links';
import { resolveHref } from '@/lib/routing/origins';
import { firstActive } from '@/lib/stage/active';
import styles from './banners.module.css';
import { Countdown } from './countdown';

/** The text banner and the countdown banner that are on at `now` (SPEC §2.3), above the header. */
export function PromoBanners({
  region,
  banners,
  labels,
  now,
}: {
  region: Region;
  banners: Banners;
  labels: RegionSettings['labels'];
  now: Date;
}) {
  const text = firstActive(banners.textBanners, now);
  const countdown = firstActive(banners.countdowns, now);
  if (!text && !countdown) return null;
  // The end of its showing time when it has one, so that a schedule moved in the Studio moves the countdown too;
  // its own target only for a countdown shown without an end.
  const target =
    (countdown && activeUntil(countdown.activation, now)) ??
    (countdown?.target ? Date.parse(countdown.target) : Number.NaN);
  return (
    <div className={styles.banners}>
      {text?.label && (
        <p className={styles.text} data-testid="text-banner">
          {text.link ? <a href={resolveHref(region, text.link)}>{text.label}</a> : text.label}
        </p>
      )}
      {countdown?.title && !Number.isNaN(target) && labels?.time && (
        <section className={styles.countdown} aria-label={countdown.title} data-testid="countdown">
          <span className={styles.title}>{countdown.title}</span>
          <Countdown
            target={target}
            serverNow={now.getTime()}
            units={{
              days: labels.time.days ?? '',
              hours: labels.time.hours ?? '',
              minutes: labels.time.minutes ?? '',
              seconds: labels.time.seconds ?? '',
            }}
          />
          {countdown.link && countdown.button && (
            <a
              className={styles.button}
              href={resolveHref(region, countdown.link)}
              {...(isExternal(countdown.link) ? { rel: 'noopener', target: '_blank' } : {})}
            >
              {countdown.button}
            </a>
          )}
        </section>
      )}
    </div>
  );
}
