import type { Region } from '@showcase/schemas/regions';
import type { CSSProperties } from 'react';
import { isExternal, isRegionPage } from '@/lib/routing/links';
import styles from './menu.module.css';
import type { MenuLink, MenuTag } from './menu-entries';
import { RegionLabel } from './region-label';
import { SiteLink } from './site-link';

export function TagBadge({ tag }: { tag: MenuTag }) {
  return (
    <span className={styles.badge} style={tag.color ? { color: tag.color, borderColor: tag.color } : undefined}>
      {tag.label}
    </span>
  );
}

/**
 * A menu link; an external one opens a new tab and says so, visibly (arrow) and to assistive technology. A page
 * of the page's own region is followed by the client router (lib/routing/links.ts).
 */
export function MenuAnchor({
  region,
  link,
  newTabHint,
  className,
  style,
}: {
  region: Region;
  link: MenuLink;
  newTabHint: string;
  className?: string;
  style?: CSSProperties;
}) {
  const external = isExternal(link.href);
  const Anchor = isRegionPage(region, link.href) ? SiteLink : 'a';
  return (
    <Anchor
      className={className}
      href={link.href}
      style={style}
      {...(external ? { rel: 'noopener', target: '_blank' } : {})}
    >
      {link.regionLabel ? <RegionLabel region={link.regionLabel} label={link.label} /> : link.label}
      {link.tag && (
        <>
          {' '}
          <TagBadge tag={link.tag} />
        </>
      )}
      {external && (
        <>
          <span aria-hidden="true" className={styles.external}>
            ↗
          </span>
          <span className="visually-hidden"> {newTabHint}</span>
        </>
      )}
    </Anchor>
  );
}
