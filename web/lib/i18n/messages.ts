/**
 * Interface strings that are not content (content strings come from Sanity), per locale.
 * English is the reference; every locale must have every key (checked by a test).
 */
import type { Locale } from '@showcase/schemas/regions';

const en = {
  skipToContent: 'Skip to content',
  mainMenu: 'Main menu',
  products: 'Robots',
  notFoundTitle: 'Page not found',
  notFoundBody: 'The page you are looking for does not exist in this region.',
  backHome: 'Back to the home page',
  unavailableTitle: 'We will be right back',
  unavailableBody: 'This page cannot be shown at the moment. Please try again in a minute.',
  retry: 'Try again',
  downloads: 'Downloads',
  visitWebsite: 'Visit website',
};

export type Messages = typeof en;

const MESSAGES: Record<Locale, Messages> = {
  'en-US': en,
  'en-GB': en,
  'en-EU': en,
  'fr-FR': {
    skipToContent: 'Aller au contenu',
    mainMenu: 'Menu principal',
    products: 'Robots',
    notFoundTitle: 'Page introuvable',
    notFoundBody: 'La page que vous cherchez n’existe pas dans cette région.',
    backHome: 'Retour à l’accueil',
    unavailableTitle: 'Nous revenons tout de suite',
    unavailableBody: 'Cette page ne peut pas s’afficher pour le moment. Veuillez réessayer dans une minute.',
    retry: 'Réessayer',
    downloads: 'Téléchargements',
    visitWebsite: 'Voir le site',
  },
  'de-DE': {
    skipToContent: 'Zum Inhalt springen',
    mainMenu: 'Hauptmenü',
    products: 'Roboter',
    notFoundTitle: 'Seite nicht gefunden',
    notFoundBody: 'Die gesuchte Seite gibt es in dieser Region nicht.',
    backHome: 'Zur Startseite',
    unavailableTitle: 'Wir sind gleich wieder da',
    unavailableBody: 'Diese Seite kann gerade nicht angezeigt werden. Bitte versuchen Sie es in einer Minute erneut.',
    retry: 'Erneut versuchen',
    downloads: 'Downloads',
    visitWebsite: 'Website besuchen',
  },
  'ko-KR': {
    skipToContent: '본문으로 건너뛰기',
    mainMenu: '주 메뉴',
    products: '로봇',
    notFoundTitle: '페이지를 찾을 수 없습니다',
    notFoundBody: '찾으시는 페이지는 이 지역에 없습니다.',
    backHome: '홈으로 돌아가기',
    unavailableTitle: '잠시 후 다시 찾아주세요',
    unavailableBody: '지금은 이 페이지를 표시할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    retry: '다시 시도',
    downloads: '다운로드',
    visitWebsite: '웹사이트 방문',
  },
  'ja-JP': {
    skipToContent: '本文へスキップ',
    mainMenu: 'メインメニュー',
    products: 'ロボット',
    notFoundTitle: 'ページが見つかりません',
    notFoundBody: 'お探しのページはこの地域にはありません。',
    backHome: 'ホームに戻る',
    unavailableTitle: 'まもなく再開します',
    unavailableBody: '現在このページを表示できません。しばらくしてからもう一度お試しください。',
    retry: '再試行',
    downloads: 'ダウンロード',
    visitWebsite: 'ウェブサイトを見る',
  },
  'zh-CN': {
    skipToContent: '跳到正文',
    mainMenu: '主菜单',
    products: '机器人',
    notFoundTitle: '页面未找到',
    notFoundBody: '您要查找的页面在此地区不存在。',
    backHome: '返回首页',
    unavailableTitle: '我们马上回来',
    unavailableBody: '暂时无法显示此页面，请稍后再试。',
    retry: '重试',
    downloads: '下载',
    visitWebsite: '访问网站',
  },
};

export function messagesFor(locale: Locale): Messages {
  return MESSAGES[locale];
}

export const ALL_MESSAGES = MESSAGES;
