import { yearIn } from '@showcase/schemas/calendar';
import { newsletterConsentRequired, REGION_INFO } from '@showcase/schemas/regions';
import { catalogFor } from '@/lib/i18n/catalog';
import { format } from '@/lib/i18n/format';
import { AccountLink } from './account/account-link';
import { hasLoginScreens } from './account/login-regions';
import { FOOTER_MENU_ID, LinkList } from './nav/link-list';
import { MenuAnchor } from './nav/menu-anchor';
import {
  asRegionChooser,
  type ChromeProps,
  childLink,
  isPresent,
  menuEntries,
  menuLink,
  regionChooserLink,
} from './nav/menu-entries';
import { SubscribeForm } from './newsletter/subscribe-form';
import styles from './site-chrome.module.css';

/**
 * Footer: the newsletter slot, the menu items not hidden from the footer (children as columns), the footer
 * groups, social media, address and copyright. The newsletter form asks for consent where the one rule says
 * (`newsletterConsentRequired`: the law's regions, and wherever the settings ask), linked to `privacy`.
 */
export function SiteFooter({ region, settings, navigation, now, privacy }: ChromeProps & { privacy: string | null }) {
  const { locale } = REGION_INFO[region];
  const catalog = catalogFor(locale);
  const text = catalog.navigation;
  const { consentBefore, consentLink, consentAfter, consentRequired } = catalog.account.newsletter;
  const consent = newsletterConsentRequired(region, settings.subscribe?.askConsent)
    ? {
        before: consentBefore,
        link: consentLink,
        after: consentAfter,
        required: consentRequired,
        privacy,
        newTab: text.opensInNewTab,
      }
    : null;
  const entries = menuEntries(region, navigation, now, 'footer');
  const accountLink = hasLoginScreens(region);
  const standalone = entries.flatMap((entry) => (entry.children.length === 0 && entry.link ? [entry.link] : []));
  const columns = entries.filter((entry) => entry.children.length > 0);
  // The "Choose Your Region" group's link shows the region's label like the header's chooser (SPEC §3).
  const chooser = regionChooserLink(region, settings);
  const groups = (navigation?.footerGroups ?? []).map((group) => ({
    key: group._key,
    title: group.title,
    links: (group.links ?? [])
      .map((link) => childLink(region, link, now))
      .filter(isPresent)
      .map((link) => asRegionChooser(link, chooser)),
  }));
  const social = (settings.media ?? [])
    .map((media, index) =>
      menuLink(region, { _key: `media-${index}`, label: media.platform, page: null, url: media.url }),
    )
    .filter(isPresent);
  const hint = text.opensInNewTab;

  return (
    <footer className={styles.footer}>
      {settings.subscribe && (
        <section className={styles.subscribe} aria-labelledby="subscribe-title">
          <h2 id="subscribe-title">{settings.subscribe.title || text.newsletter}</h2>
          {settings.subscribe.describe && <p>{settings.subscribe.describe}</p>}
          <SubscribeForm
            region={region}
            texts={settings.subscribe}
            label={text.newsletter}
            sending={catalog.account.newsletter.sending}
            consent={consent}
          />
        </section>
      )}
      <nav id={FOOTER_MENU_ID} aria-label={text.footerMenu} className={styles.columns}>
        {(standalone.length > 0 || accountLink) && (
          // The menu's own links (Where to Buy…) and, where the region has login screens, the way into the account.
          <div>
            {standalone.length > 0 && (
              <LinkList region={region} className={styles.primary} links={standalone} newTabHint={hint} />
            )}
            {accountLink && (
              <p className={styles.footerAccount}>
                <AccountLink region={region} logIn={catalog.account.login.logIn} myAccount={text.myAccount} />
              </p>
            )}
          </div>
        )}
        {columns.map((entry) => (
          <div key={entry.key} className={styles.column}>
            <h2>
              {entry.link ? (
                <MenuAnchor
                  region={region}
                  link={{ label: entry.link.label, href: entry.link.href }}
                  newTabHint={hint}
                />
              ) : (
                entry.label
              )}
            </h2>
            <LinkList region={region} links={entry.children} newTabHint={hint} />
          </div>
        ))}
        {groups.map((group) => (
          <div key={group.key} className={styles.column}>
            {group.title && <h2>{group.title}</h2>}
            <LinkList region={region} links={group.links} newTabHint={hint} />
          </div>
        ))}
      </nav>
      <div className={styles.bottom}>
        {social.length > 0 && (
          <div className={styles.social}>
            <h2>{text.followUs}</h2>
            <LinkList region={region} links={social} newTabHint={hint} />
          </div>
        )}
        <address className={styles.address}>
          {(settings.companyAddress ?? []).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
        {settings.copyright && (
          // The year is the render instant's on the region's calendar; every region's New Year is a page
          // boundary (@showcase/schemas/calendar), so no cached page carries last year's past midnight.
          <p className={styles.copyright} data-testid="copyright">
            {format(locale, text.copyright, { year: String(yearIn(region, now)), holder: settings.copyright })}
          </p>
        )}
      </div>
    </footer>
  );
}
