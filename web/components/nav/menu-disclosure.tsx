'use client';

import type { Region } from '@showcase/schemas/regions';
import { usePathname } from 'next/navigation';
import { type CSSProperties, type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react';
import { DEVICE_QUERIES } from '@/lib/ui/device';
import { lockScroll, unlockScroll } from '@/lib/ui/scroll-lock';
import { useHydrated } from '@/lib/ui/use-hydrated';
import { FOOTER_MENU_ID, linkKey } from './link-list';
import styles from './menu.module.css';
import { MenuAnchor, TagBadge } from './menu-anchor';
import type { MenuEntry, MenuLink } from './menu-entries';

/**
 * While something is open: Escape, a press outside `parts` or focus moving outside them closes it
 * (focus leaving matters because an open overlay would hide what the keyboard user tabbed to).
 */
function onLeave(parts: (HTMLElement | null)[], close: (byEscape: boolean) => void): () => void {
  const outside = (target: EventTarget | null) =>
    !(target instanceof Node && parts.some((part) => part?.contains(target)));
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close(true);
  };
  const onPointer = (event: PointerEvent) => {
    if (outside(event.target)) close(false);
  };
  const onFocus = (event: FocusEvent) => {
    if (outside(event.target)) close(false);
  };
  document.addEventListener('keydown', onKey);
  document.addEventListener('pointerdown', onPointer);
  document.addEventListener('focusin', onFocus);
  return () => {
    document.removeEventListener('keydown', onKey);
    document.removeEventListener('pointerdown', onPointer);
    document.removeEventListener('focusin', onFocus);
  };
}

/**
 * While the phone panel is open the page behind it does not scroll (SPEC §4), with the same lock as the popup:
 * the panel covers the page, and a page sliding underneath would leave the visitor somewhere else when it
 * closes. From 768px the same list is the header's bar, which covers nothing, so a window widened with the panel
 * open gives the page its scroll back (and a narrowed one takes it again).
 */
function useScrollLockOnPhones(open: boolean) {
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(DEVICE_QUERIES.tablet);
    let locked = false;
    const apply = () => {
      const phone = !wide.matches;
      if (phone === locked) return;
      if (phone) lockScroll();
      else unlockScroll();
      locked = phone;
    };
    apply();
    wide.addEventListener('change', apply);
    return () => {
      wide.removeEventListener('change', apply);
      if (locked) unlockScroll();
    };
  }, [open]);
}

/**
 * An item's submenu: with a page of its own, that page comes first. Added here rather than in the data, so the
 * children are the very array the footer's column holds, which the flight data then sends once.
 */
function submenu(entry: MenuEntry): MenuLink[] {
  return entry.link ? [{ label: entry.link.label, href: entry.link.href }, ...entry.children] : entry.children;
}

/**
 * A disclosure's button once the script runs; until then (and without scripts) a link to the footer's list of
 * the same links, which works without it and costs the page fewer bytes than the submenus' links would.
 */
function Disclosure({
  hydrated,
  className,
  expanded,
  controls,
  onToggle,
  style,
  children,
  buttonRef,
}: {
  hydrated: boolean;
  className: string;
  expanded: boolean;
  controls: string;
  onToggle: () => void;
  style?: CSSProperties;
  children: ReactNode;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  if (!hydrated)
    return (
      <a className={className} href={`#${FOOTER_MENU_ID}`} style={style}>
        {children}
      </a>
    );
  return (
    <button
      ref={buttonRef}
      type="button"
      className={className}
      aria-expanded={expanded}
      aria-controls={controls}
      style={style}
      onClick={onToggle}
    >
      {children}
    </button>
  );
}

/**
 * The main menu: one list that CSS shows as a bar with overlay submenus (≥ 768px) or, behind the Menu toggle,
 * as an accordion panel (phones). Items with children are disclosure buttons; at most one is open.
 */
export function MainMenu({
  region,
  entries,
  newTabHint,
  toggleLabel,
  navLabel,
  regionLink,
  navClassName,
  toggleClassName,
}: {
  region: Region;
  entries: MenuEntry[];
  newTabHint: string;
  toggleLabel: string;
  navLabel: string;
  /** Shown at the end of the phone panel; wider screens show the header's own region link. */
  regionLink: MenuLink | null;
  navClassName?: string;
  toggleClassName?: string;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState<string | null>(null);
  const [panel, setPanel] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  const idPrefix = useId();
  const navId = `${idPrefix}-menu`;
  // A link followed by the client router keeps this component: what was open closes with the page it was
  // opened on, as a new document would have it.
  const pathname = usePathname();
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(null);
    setPanel(false);
  }

  useScrollLockOnPhones(panel);

  useEffect(() => {
    if (open === null && !panel) return;
    return onLeave([toggle.current, nav.current], (byEscape) => {
      // Escape closes one level at a time: the open submenu first, then the phone panel.
      if (byEscape && open !== null) {
        nav.current?.querySelector<HTMLButtonElement>('button[aria-expanded="true"]')?.focus();
        setOpen(null);
        return;
      }
      if (byEscape) toggle.current?.focus();
      setOpen(null);
      setPanel(false);
    });
  }, [open, panel]);

  return (
    <>
      <Disclosure
        hydrated={hydrated}
        buttonRef={toggle}
        className={[styles.toggle, toggleClassName].filter(Boolean).join(' ')}
        expanded={panel}
        controls={navId}
        onToggle={() => {
          setPanel(!panel);
          setOpen(null);
        }}
      >
        <span aria-hidden="true" className={styles.burger} />
        {toggleLabel}
      </Disclosure>
      <nav
        ref={nav}
        id={navId}
        aria-label={navLabel}
        className={[styles.menu, panel && styles.open, navClassName].filter(Boolean).join(' ')}
      >
        <ul className={styles.items}>
          {entries.map((entry) => {
            const colour = entry.color ? { color: entry.color } : undefined;
            if (entry.children.length === 0) {
              return entry.link ? (
                <li key={entry.key}>
                  <MenuAnchor
                    region={region}
                    className={styles.top}
                    link={entry.link}
                    newTabHint={newTabHint}
                    style={colour}
                  />
                </li>
              ) : null;
            }
            const id = `${idPrefix}-${entry.key}`;
            const expanded = open === entry.key;
            return (
              <li key={entry.key}>
                <Disclosure
                  hydrated={hydrated}
                  className={`${styles.top} ${styles.trigger}`}
                  expanded={expanded}
                  controls={id}
                  style={colour}
                  onToggle={() => setOpen(expanded ? null : entry.key)}
                >
                  {entry.label}
                  {entry.tag && (
                    <>
                      {' '}
                      <TagBadge tag={entry.tag} />
                    </>
                  )}
                </Disclosure>
                {/* Drawn when opened: a closed submenu's links in the HTML were a quarter of what every page
                    hydrates. Once the button is there the empty list is too, so its aria-controls always names an
                    element. */}
                {hydrated && (
                  <ul id={id} className={styles.submenu} hidden={!expanded}>
                    {expanded &&
                      submenu(entry).map((link) => (
                        <li key={linkKey(link)}>
                          <MenuAnchor region={region} link={link} newTabHint={newTabHint} />
                        </li>
                      ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
        {regionLink && (
          <MenuAnchor region={region} className={styles.panelRegion} link={regionLink} newTabHint={newTabHint} />
        )}
      </nav>
    </>
  );
}
