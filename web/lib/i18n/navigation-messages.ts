/**
 * Interface strings of the header and footer chrome, per locale. Kept apart from messages.ts so the
 * navigation can grow without touching the shared file; English is the reference and a test checks the rest.
 */
import type { Locale } from '@showcase/schemas/regions';

const en = {
  menu: 'Menu',
  opensInNewTab: '(opens in a new tab)',
  footerMenu: 'Footer menu',
  followUs: 'Follow us',
  newsletter: 'Newsletter',
};

export type NavigationMessages = typeof en;

const NAVIGATION_MESSAGES: Record<Locale, NavigationMessages> = {
  'en-US': en,
  'en-GB': en,
  'en-EU': en,
  'fr-FR': {
    menu: 'Menu',
    opensInNewTab: '(s’ouvre dans un nouvel onglet)',
    footerMenu: 'Menu de pied de page',
    followUs: 'Suivez-nous',
    newsletter: 'Lettre d’information',
  },
  'de-DE': {
    menu: 'Menü',
    opensInNewTab: '(öffnet in einem neuen Tab)',
    footerMenu: 'Fußzeilenmenü',
    followUs: 'Folgen Sie uns',
    newsletter: 'Newsletter',
  },
  'ko-KR': {
    menu: '메뉴',
    opensInNewTab: '(새 탭에서 열림)',
    footerMenu: '하단 메뉴',
    followUs: '팔로우하기',
    newsletter: '뉴스레터',
  },
  'ja-JP': {
    menu: 'メニュー',
    opensInNewTab: '（新しいタブで開きます）',
    footerMenu: 'フッターメニュー',
    followUs: 'フォローする',
    newsletter: 'ニュースレター',
  },
  'zh-CN': {
    menu: '菜单',
    opensInNewTab: '（在新标签页中打开）',
    footerMenu: '页脚菜单',
    followUs: '关注我们',
    newsletter: '订阅资讯',
  },
};

export function navigationMessagesFor(locale: Locale): NavigationMessages {
  return NAVIGATION_MESSAGES[locale];
}

export const ALL_NAVIGATION_MESSAGES = NAVIGATION_MESSAGES;
