/**
 * What migration 010 gives each legal text for the head of the page that shows it (SPEC §2.4): a search
 * description and keywords, in the region's language. us's are the words its page copy was written with (the
 * seed gave legal pages their title only), so they are read from there rather than written twice.
 */
import type { Region } from '@showcase/schemas/regions';
import { COPY } from './copy';

export type LegalKind = 'cookies' | 'privacy' | 'terms';

export interface LegalHead {
  description: string;
  keywords: string[];
}

/** us's legal pages, each under the path its page copy is keyed by. */
const US_PAGE: Readonly<Record<LegalKind, string>> = {
  cookies: 'cookies-policy',
  privacy: 'privacy-policy',
  terms: 'terms-use',
};

function usHead(kind: LegalKind): LegalHead {
  const copy = COPY.us.pages[US_PAGE[kind]];
  if (!copy) throw new Error(`No us page copy for the ${kind} text at ${US_PAGE[kind]}`);
  return { description: copy.description, keywords: copy.keywords };
}

export const LEGAL_HEAD: Readonly<Record<Region, Readonly<Record<LegalKind, LegalHead>>>> = {
  us: { cookies: usHead('cookies'), privacy: usHead('privacy'), terms: usHead('terms') },
  uk: {
    cookies: {
      description:
        'How Roboshift uses cookies on its UK website, what we ask your consent for and how to manage cookies in your browser.',
      keywords: ['Roboshift cookie policy', 'cookies', 'cookie consent', 'PECR'],
    },
    privacy: {
      description:
        'How Roboshift UK collects, uses and protects your personal data, and the rights you have under the UK GDPR.',
      keywords: ['Roboshift privacy notice', 'personal data', 'UK GDPR', 'data protection rights'],
    },
    terms: {
      description:
        'The terms that govern your use of the Roboshift UK website and your orders, including your consumer rights.',
      keywords: ['Roboshift terms of use', 'terms and conditions', 'consumer rights', 'orders'],
    },
  },
  eu: {
    cookies: {
      description:
        'How Roboshift uses cookies on its European website, what we ask your consent for and how to manage cookies in your browser.',
      keywords: ['Roboshift cookie policy', 'cookies', 'cookie consent', 'ePrivacy'],
    },
    privacy: {
      description:
        'How Roboshift Europe collects, uses and protects your personal data, and the rights you have under the GDPR.',
      keywords: ['Roboshift privacy policy', 'personal data', 'GDPR', 'data protection rights'],
    },
    terms: {
      description:
        'The terms that govern your use of the Roboshift Europe website and your orders, including your consumer rights in the EU.',
      keywords: ['Roboshift terms of use', 'terms and conditions', 'consumer rights', 'orders'],
    },
  },
  fr: {
    cookies: {
      description:
        'Découvrez comment Roboshift utilise les cookies sur son site, comment nous recueillons votre consentement et comment gérer vos préférences.',
      keywords: ['politique cookies Roboshift', 'cookies', 'consentement', 'traceurs'],
    },
    privacy: {
      description:
        'Comment Roboshift collecte, utilise et protège vos données personnelles, et comment exercer vos droits au titre du RGPD.',
      keywords: ['politique de confidentialité Roboshift', 'données personnelles', 'RGPD', 'vos droits'],
    },
    terms: {
      description:
        'Les conditions qui régissent l’utilisation du site Roboshift et vos commandes\u00a0: rétractation, garanties et droit applicable.',
      keywords: ['conditions d’utilisation Roboshift', 'conditions générales', 'droit de rétractation', 'garanties'],
    },
  },
  de: {
    cookies: {
      description:
        'Erfahren Sie, wie Roboshift Cookies auf seiner Website einsetzt, auf welcher Rechtsgrundlage und wie Sie Ihre Einstellungen verwalten.',
      keywords: ['Roboshift Cookie-Richtlinie', 'Cookies', 'Einwilligung', 'Cookie-Einstellungen'],
    },
    privacy: {
      description:
        'Wie Roboshift Ihre personenbezogenen Daten verarbeitet und schützt und welche Rechte Sie nach der DSGVO haben.',
      keywords: ['Roboshift Datenschutzerklärung', 'personenbezogene Daten', 'DSGVO', 'Betroffenenrechte'],
    },
    terms: {
      description:
        'Die Bedingungen für die Nutzung der Roboshift-Website und für Ihre Bestellungen, einschließlich Widerruf und Gewährleistung.',
      keywords: ['Roboshift Nutzungsbedingungen', 'Nutzungsbedingungen', 'Widerrufsrecht', 'Gewährleistung'],
    },
  },
  kr: {
    cookies: {
      description:
        'Roboshift 웹사이트가 쿠키를 어떻게 사용하는지, 그리고 쿠키 설정을 관리하거나 거부하는 방법을 안내합니다.',
      keywords: ['Roboshift 쿠키 정책', '쿠키', '쿠키 설정', '제3자 쿠키'],
    },
    privacy: {
      description: 'Roboshift가 수집하는 개인정보 항목과 처리 목적, 보유 기간, 그리고 정보주체의 권리를 안내합니다.',
      keywords: ['Roboshift 개인정보 처리방침', '개인정보', '개인정보 보호', '정보주체의 권리'],
    },
    terms: {
      description: 'Roboshift 웹사이트와 회원 계정을 이용하는 조건과 이용자의 의무를 안내합니다.',
      keywords: ['Roboshift 이용약관', '이용약관', '회원 계정', '이용자의 의무'],
    },
  },
  jp: {
    cookies: {
      description:
        'RoboshiftのウェブサイトにおけるCookieの利用目的と種類、およびCookieの管理方法についてご案内します。',
      keywords: ['Roboshift Cookieポリシー', 'Cookie', 'Cookieの管理', '外部事業者'],
    },
    privacy: {
      description: 'Roboshiftが取得する情報と利用目的、安全管理措置、および開示等のご請求についてご案内します。',
      keywords: ['Roboshift プライバシーポリシー', '個人情報', '個人情報保護', '開示請求'],
    },
    terms: {
      description: 'Roboshiftのウェブサイトおよびアカウントをご利用いただく際の条件と禁止事項を定めています。',
      keywords: ['Roboshift 利用規約', '利用規約', 'アカウント', '禁止事項'],
    },
  },
  cn: {
    cookies: {
      description: '了解 Roboshift 网站如何使用 Cookie，以及你如何管理或拒绝 Cookie。',
      keywords: ['Roboshift Cookie 政策', 'Cookie', 'Cookie 管理', '第三方 Cookie'],
    },
    privacy: {
      description: '了解 Roboshift 收集哪些个人信息、如何使用和保护这些信息，以及你享有的权利。',
      keywords: ['Roboshift 隐私政策', '个人信息', '个人信息保护', '用户权利'],
    },
    terms: {
      description: '使用 Roboshift 网站和账户时适用的条款，包括账户安全、使用规范和争议解决。',
      keywords: ['Roboshift 使用条款', '使用条款', '账户安全', '争议解决'],
    },
  },
};
