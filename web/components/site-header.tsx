import { REGION_INFO, regionPath } from '@showcase/schemas/regions';
import { RegionChooser } from '@/components/nav/region-chooser';
import { catalogFor } from '@/lib/i18n/catalog';
import { MainMenu } from './nav/menu-disclosure';
import { type ChromeProps, type MenuEntry, menuEntries, regionChooserLink } from './nav/menu-entries';
import { SiteLink } from './nav/site-link';
import styles from './site-chrome.module.css';

/** An item with its own page and children opens a submenu; its page becomes the submenu's first entry. */
function withOwnPageFirst(entry: MenuEntry): MenuEntry {
  if (!entry.link || entry.children.length === 0) return entry;
  return { ...entry, children: [{ label: entry.link.label, href: entry.link.href }, ...entry.children] };
}

/** Header with the region's top-level menu items that are on now and not hidden from the header. */
export function SiteHeader({ region, settings, navigation, now }: ChromeProps) {
  const { site, navigation: text } = catalogFor(REGION_INFO[region].locale);
  const entries = menuEntries(region, navigation, now, 'header').map(withOwnPageFirst);
  const regionLink = regionChooserLink(region, settings);
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        {site.skipToContent}
      </a>
      <SiteLink className={styles.brand} href={regionPath(region)}>
        {settings.siteName}
      </SiteLink>
      <MainMenu
        region={region}
        entries={entries}
        newTabHint={text.opensInNewTab}
        toggleLabel={text.menu}
        navLabel={site.mainMenu}
        regionLink={regionLink}
        navClassName={styles.nav}
        toggleClassName={styles.menuToggle}
      />
      {regionLink && (
        <RegionChooser className={styles.region} region={region} label={regionLink.label} href={regionLink.href} />
      )}
    </header>
  );
}
