import type { Region } from '@showcase/schemas/regions';
import type { Navigation, RegionSettings } from '@/lib/content';
import { contentHref, isExternal } from '@/lib/links';
import styles from './site-chrome.module.css';

export function SiteFooter({
  region,
  settings,
  navigation,
}: {
  region: Region;
  settings: RegionSettings;
  navigation: Navigation | null;
}) {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerGroups}>
        {(navigation?.footerGroups ?? []).map((group) => (
          <section key={group._key} aria-label={group.title ?? undefined}>
            <h2>{group.title}</h2>
            <ul>
              {(group.links ?? []).map((link) => {
                const href = contentHref(region, link);
                return href ? (
                  <li key={link._key}>
                    <a href={href} {...(isExternal(href) ? { rel: 'noopener', target: '_blank' } : {})}>
                      {link.label}
                    </a>
                  </li>
                ) : null;
              })}
            </ul>
          </section>
        ))}
      </div>
      <address className={styles.address}>
        {(settings.companyAddress ?? []).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <p className={styles.copyright}>{settings.copyright}</p>
    </footer>
  );
}
