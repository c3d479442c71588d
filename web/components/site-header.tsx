import { REGION_INFO, regionPath } from '@showcase/schemas/regions';
import { RegionChooser } from '@/components/nav/region-chooser';
import { catalogFor } from '@/lib/i18n/catalog';
import { AccountLink } from './account/account-link';
import { hasLoginScreens } from './account/login-regions';
import { MainMenu } from './nav/menu-disclosure';
import { type ChromeProps, menuEntries, regionChooserLink } from './nav/menu-entries';
import { SiteLink } from './nav/site-link';
import styles from './site-chrome.module.css';

/**
 * Header with the region's top-level menu items that are on now and not hidden from the header, the region
 * chooser and, where the region has login screens, the shopper's way into the account (Log In or My Account).
 */
export function SiteHeader({ region, settings, navigation, now }: ChromeProps) {
  const { site, navigation: text, account } = catalogFor(REGION_INFO[region].locale);
  const entries = menuEntries(region, navigation, now, 'header');
  const regionLink = regionChooserLink(region, settings);
  const accountLink = hasLoginScreens(region);
  return (
    <header className={accountLink ? `${styles.header} ${styles.withAccount}` : styles.header}>
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
      {accountLink && (
        <AccountLink
          className={styles.account}
          region={region}
          logIn={account.login.logIn}
          myAccount={text.myAccount}
          icon
        />
      )}
    </header>
  );
}
