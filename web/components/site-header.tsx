import { type Region, regionPath } from '@showcase/schemas/regions';
import { isActive } from '@showcase/schemas/stage';
import type { Navigation, RegionSettings } from '@/lib/content';
import type { Messages } from '@/lib/i18n/messages';
import { contentHref, isExternal } from '@/lib/links';
import styles from './site-chrome.module.css';

/** Header with the region's top-level menu items that are on now and not hidden from the header. */
export function SiteHeader({
  region,
  settings,
  navigation,
  now,
  messages,
}: {
  messages: Messages;
  region: Region;
  settings: RegionSettings;
  navigation: Navigation | null;
  now: Date;
}) {
  const items = (navigation?.items ?? []).filter(
    (item) => !item.hidden?.includes('header') && isActive(item.activation, now),
  );
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        {messages.skipToContent}
      </a>
      <a className={styles.brand} href={regionPath(region)}>
        {settings.siteName}
      </a>
      <nav aria-label={messages.mainMenu} className={styles.nav}>
        <ul>
          {items.map((item) => {
            const href = contentHref(region, item) ?? contentHref(region, item.children?.[0] ?? {});
            if (!href) return null;
            return (
              <li key={item._key}>
                <a href={href} {...(isExternal(href) ? { rel: 'noopener', target: '_blank' } : {})}>
                  {item.label}
                </a>
                {item.tag?.label && <span className={styles.tag}>{item.tag.label}</span>}
              </li>
            );
          })}
        </ul>
      </nav>
      {settings.regionLabel?.link && (
        <a className={styles.region} href={settings.regionLabel.link}>
          {settings.regionLabel.label}
        </a>
      )}
    </header>
  );
}
