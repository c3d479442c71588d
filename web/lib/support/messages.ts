/**
 * Texts of the registration and return (RMA) forms per locale. English is the reference; a test requires
 * every locale to have every text. Placeholders in braces ({min}, {max}, {earliest}, {reference}, {label},
 * {error}) are filled with `fill` (lib/i18n/fill.ts).
 */
import type { Locale } from '@showcase/schemas/regions';
import type { ErrorKey, FieldName, FormKind, RmaReason, SectionId } from './forms';

/** Fields that carry a help text under their label. */
export type HelpField =
  | 'email'
  | 'serialNumber'
  | 'purchaseDate'
  | 'retailer'
  | 'phone'
  | 'orderNumber'
  | 'description';

export interface SupportMessages {
  labels: Record<FieldName, string>;
  help: Record<HelpField, string>;
  errors: Record<ErrorKey, string>;
  sections: Record<SectionId, string>;
  reasons: Record<RmaReason, string>;
  /** First, empty option of a list. */
  choose: string;
  optional: string;
  requiredNote: string;
  /** The consent label reads before + link + after; the link opens the privacy policy. */
  consentBefore: string;
  consentLink: string;
  consentAfter: string;
  newTab: string;
  submit: Record<FormKind, string>;
  sending: string;
  summaryTitle: string;
  summaryItem: string;
  successTitle: Record<FormKind, string>;
  successBody: Record<FormKind, string>;
  failure: string;
}

const en: SupportMessages = {
  labels: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email address',
    country: 'Country',
    product: 'Product',
    serialNumber: 'Serial number',
    purchaseDate: 'Purchase date',
    retailer: 'Retailer',
    phone: 'Phone number',
    orderNumber: 'Order number',
    reason: 'Reason for return',
    description: 'Describe the problem',
    street: 'Street and house number',
    city: 'City',
    postalCode: 'Postal code',
    consent: 'Privacy consent',
  },
  help: {
    email: 'We only use it to contact you about this request.',
    serialNumber: '8 to 20 letters, digits or dashes.',
    purchaseDate: 'The date on your receipt or order confirmation.',
    retailer: 'The shop or website where you bought your robot.',
    phone: 'Only if you would like us to call you.',
    orderNumber: 'From your receipt or order confirmation (4 to 40 characters).',
    description: 'What happens, and since when? 20 to 2,000 characters.',
  },
  errors: {
    required: 'This field is required',
    email: 'Please enter a valid email address',
    serial: 'Please enter a serial number of 8 to 20 letters, digits or dashes',
    date: 'Please enter a valid date',
    tooEarly: 'Please enter a date on or after {earliest}',
    future: 'The purchase date cannot be in the future',
    tooShort: 'Please enter at least {min} characters',
    tooLong: 'Please use at most {max} characters',
    choice: 'Please choose one of the options',
    consent: 'Please agree to the privacy policy to continue',
    phone: 'Please enter 6 to 20 digits; spaces, + and - are allowed',
  },
  sections: {
    contact: 'Your details',
    product: 'Your robot',
    problem: 'The problem',
    address: 'Your address',
  },
  reasons: {
    defective: 'Defective product',
    'damaged-in-transit': 'Damaged in transit',
    'missing-parts': 'Missing parts',
    other: 'Other',
  },
  choose: 'Choose…',
  optional: '(optional)',
  requiredNote: 'Fields marked with * are required.',
  consentBefore: 'I have read and agree to the ',
  consentLink: 'privacy policy',
  consentAfter: '.',
  newTab: '(opens in a new tab)',
  submit: { registration: 'Register my robot', rma: 'Request a return' },
  sending: 'Sending…',
  summaryTitle: 'Please check the following fields:',
  summaryItem: '{label}: {error}',
  successTitle: { registration: 'Thank you, your robot is registered', rma: 'We have received your return request' },
  successBody: {
    registration: 'Your reference: {reference}. Please keep it for your records.',
    rma: 'Your reference: {reference}. Please quote it whenever you contact us about this return.',
  },
  failure: 'Something went wrong and your form was not sent. Please check your connection and try again.',
};

const fr: SupportMessages = {
  labels: {
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Adresse e-mail',
    country: 'Pays',
    product: 'Produit',
    serialNumber: 'Numéro de série',
    purchaseDate: 'Date d’achat',
    retailer: 'Revendeur',
    phone: 'Numéro de téléphone',
    orderNumber: 'Numéro de commande',
    reason: 'Motif du retour',
    description: 'Description du problème',
    street: 'Numéro et rue',
    city: 'Ville',
    postalCode: 'Code postal',
    consent: 'Consentement',
  },
  help: {
    email: 'Nous l’utilisons uniquement pour vous contacter au sujet de cette demande.',
    serialNumber: '8 à 20 lettres, chiffres ou tirets.',
    purchaseDate: 'La date figurant sur votre ticket de caisse ou votre confirmation de commande.',
    retailer: 'Le magasin ou le site où vous avez acheté votre robot.',
    phone: 'Uniquement si vous souhaitez que nous vous appelions.',
    orderNumber: 'Indiqué sur votre ticket de caisse ou votre confirmation de commande (4 à 40 caractères).',
    description: 'Que se passe-t-il, et depuis quand\u00a0? 20 à 2\u00a0000 caractères.',
  },
  errors: {
    required: 'Ce champ est obligatoire',
    email: 'Veuillez saisir une adresse e-mail valide',
    serial: 'Veuillez saisir un numéro de série de 8 à 20 lettres, chiffres ou tirets',
    date: 'Veuillez saisir une date valide',
    tooEarly: 'Veuillez saisir une date à partir du {earliest}',
    future: 'La date d’achat ne peut pas être dans le futur',
    tooShort: 'Veuillez saisir au moins {min} caractères',
    tooLong: 'Veuillez saisir au maximum {max} caractères',
    choice: 'Veuillez choisir une option dans la liste',
    consent: 'Veuillez accepter la politique de confidentialité pour continuer',
    phone: 'Veuillez saisir de 6 à 20 chiffres\u00a0; les espaces, + et - sont autorisés',
  },
  sections: {
    contact: 'Vos coordonnées',
    product: 'Votre robot',
    problem: 'Le problème',
    address: 'Votre adresse',
  },
  reasons: {
    defective: 'Produit défectueux',
    'damaged-in-transit': 'Endommagé pendant le transport',
    'missing-parts': 'Pièces manquantes',
    other: 'Autre',
  },
  choose: 'Choisir…',
  optional: '(facultatif)',
  requiredNote: 'Les champs marqués d’un * sont obligatoires.',
  consentBefore: 'J’ai lu et j’accepte la ',
  consentLink: 'politique de confidentialité',
  consentAfter: '.',
  newTab: '(s’ouvre dans un nouvel onglet)',
  submit: { registration: 'Enregistrer mon robot', rma: 'Demander un retour' },
  sending: 'Envoi en cours…',
  summaryTitle: 'Veuillez vérifier les champs suivants\u00a0:',
  summaryItem: '{label}\u00a0: {error}',
  successTitle: { registration: 'Merci, votre robot est enregistré', rma: 'Votre demande de retour a bien été reçue' },
  successBody: {
    registration: 'Votre référence\u00a0: {reference}. Conservez-la précieusement.',
    rma: 'Votre référence\u00a0: {reference}. Merci de l’indiquer dans tout échange avec nous au sujet de ce retour.',
  },
  failure: 'Un problème est survenu et le formulaire n’a pas été envoyé. Vérifiez votre connexion et réessayez.',
};

const de: SupportMessages = {
  labels: {
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail-Adresse',
    country: 'Land',
    product: 'Produkt',
    serialNumber: 'Seriennummer',
    purchaseDate: 'Kaufdatum',
    retailer: 'Händler',
    phone: 'Telefonnummer',
    orderNumber: 'Bestellnummer',
    reason: 'Rücksendegrund',
    description: 'Problembeschreibung',
    street: 'Straße und Hausnummer',
    city: 'Ort',
    postalCode: 'Postleitzahl',
    consent: 'Einwilligung',
  },
  help: {
    email: 'Wir verwenden sie nur, um Sie zu dieser Anfrage zu kontaktieren.',
    serialNumber: '8 bis 20 Buchstaben, Ziffern oder Bindestriche.',
    purchaseDate: 'Das Datum auf Ihrem Kassenbon oder Ihrer Bestellbestätigung.',
    retailer: 'Das Geschäft oder der Onlineshop, in dem Sie Ihren Roboter gekauft haben.',
    phone: 'Nur, wenn wir Sie anrufen sollen.',
    orderNumber: 'Steht auf Ihrem Kassenbon oder Ihrer Bestellbestätigung (4 bis 40 Zeichen).',
    description: 'Was passiert, und seit wann? 20 bis 2.000 Zeichen.',
  },
  errors: {
    required: 'Bitte füllen Sie dieses Feld aus',
    email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    serial: 'Bitte geben Sie eine Seriennummer aus 8 bis 20 Buchstaben, Ziffern oder Bindestrichen ein',
    date: 'Bitte geben Sie ein gültiges Datum ein',
    tooEarly: 'Bitte geben Sie ein Datum ab dem {earliest} ein',
    future: 'Das Kaufdatum darf nicht in der Zukunft liegen',
    tooShort: 'Bitte geben Sie mindestens {min} Zeichen ein',
    tooLong: 'Bitte verwenden Sie höchstens {max} Zeichen',
    choice: 'Bitte wählen Sie eine der Optionen',
    consent: 'Bitte stimmen Sie der Datenschutzerklärung zu, um fortzufahren',
    phone: 'Bitte geben Sie 6 bis 20 Ziffern ein; Leerzeichen, + und - sind erlaubt',
  },
  sections: {
    contact: 'Ihre Angaben',
    product: 'Ihr Roboter',
    problem: 'Das Problem',
    address: 'Ihre Anschrift',
  },
  reasons: {
    defective: 'Defektes Produkt',
    'damaged-in-transit': 'Beim Transport beschädigt',
    'missing-parts': 'Fehlende Teile',
    other: 'Sonstiges',
  },
  choose: 'Bitte wählen…',
  optional: '(optional)',
  requiredNote: 'Mit * gekennzeichnete Felder sind Pflichtfelder.',
  consentBefore: 'Ich habe die ',
  consentLink: 'Datenschutzerklärung',
  consentAfter: ' gelesen und stimme ihr zu.',
  newTab: '(öffnet in neuem Tab)',
  submit: { registration: 'Roboter registrieren', rma: 'Rücksendung anfordern' },
  sending: 'Wird gesendet…',
  summaryTitle: 'Bitte prüfen Sie die folgenden Felder:',
  summaryItem: '{label}: {error}',
  successTitle: {
    registration: 'Vielen Dank, Ihr Roboter ist registriert',
    rma: 'Ihre Rücksendeanfrage ist eingegangen',
  },
  successBody: {
    registration: 'Ihre Referenznummer: {reference}. Bitte bewahren Sie sie gut auf.',
    rma: 'Ihre Referenznummer: {reference}. Bitte geben Sie sie bei allen Rückfragen zu dieser Rücksendung an.',
  },
  failure:
    'Etwas ist schiefgelaufen, das Formular wurde nicht gesendet. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
};

const ko: SupportMessages = {
  labels: {
    firstName: '이름',
    lastName: '성',
    email: '이메일 주소',
    country: '국가',
    product: '제품',
    serialNumber: '일련번호',
    purchaseDate: '구매일',
    retailer: '구매처',
    phone: '전화번호',
    orderNumber: '주문번호',
    reason: '반품 사유',
    description: '문제 설명',
    street: '상세 주소',
    city: '도시',
    postalCode: '우편번호',
    consent: '개인정보 처리 동의',
  },
  help: {
    email: '이 요청과 관련하여 연락드릴 때만 사용합니다.',
    serialNumber: '영문, 숫자 또는 하이픈(-) 8~20자',
    purchaseDate: '영수증 또는 주문 확인서에 적힌 날짜',
    retailer: '로봇을 구매하신 매장 또는 웹사이트',
    phone: '전화 연락을 원하시는 경우에만 입력해 주세요.',
    orderNumber: '영수증 또는 주문 확인서에 적힌 번호(4~40자)',
    description: '어떤 문제가 언제부터 발생했는지 알려 주세요. 20~2,000자.',
  },
  errors: {
    required: '필수 입력 항목입니다',
    email: '올바른 이메일 주소를 입력해 주세요',
    serial: '영문, 숫자 또는 하이픈(-)으로 된 8~20자의 일련번호를 입력해 주세요',
    date: '올바른 날짜를 입력해 주세요',
    tooEarly: '{earliest} 또는 그 이후의 날짜를 입력해 주세요',
    future: '구매일은 미래 날짜일 수 없습니다',
    tooShort: '{min}자 이상 입력해 주세요',
    tooLong: '{max}자 이하로 입력해 주세요',
    choice: '목록에서 하나를 선택해 주세요',
    consent: '계속하려면 개인정보 처리방침에 동의해 주세요',
    phone: '숫자 6~20자로 입력해 주세요(공백, +, - 사용 가능)',
  },
  sections: {
    contact: '고객 정보',
    product: '제품 정보',
    problem: '문제 내용',
    address: '주소',
  },
  reasons: {
    defective: '제품 불량',
    'damaged-in-transit': '배송 중 파손',
    'missing-parts': '구성품 누락',
    other: '기타',
  },
  choose: '선택하세요',
  optional: '(선택)',
  requiredNote: '* 표시는 필수 입력 항목입니다.',
  consentBefore: '',
  consentLink: '개인정보 처리방침',
  consentAfter: '을 읽었으며 이에 동의합니다.',
  newTab: '(새 탭에서 열림)',
  submit: { registration: '제품 등록하기', rma: '반품 신청하기' },
  sending: '전송 중…',
  summaryTitle: '다음 항목을 확인해 주세요:',
  summaryItem: '{label}: {error}',
  successTitle: { registration: '감사합니다. 로봇이 등록되었습니다', rma: '반품 신청이 접수되었습니다' },
  successBody: {
    registration: '접수 번호: {reference}. 기록을 위해 보관해 주세요.',
    rma: '접수 번호: {reference}. 이 반품과 관련하여 문의하실 때 이 번호를 알려 주세요.',
  },
  failure: '문제가 발생하여 양식이 전송되지 않았습니다. 인터넷 연결을 확인한 후 다시 시도해 주세요.',
};

const ja: SupportMessages = {
  labels: {
    firstName: '名',
    lastName: '姓',
    email: 'メールアドレス',
    country: '国',
    product: '製品',
    serialNumber: 'シリアル番号',
    purchaseDate: '購入日',
    retailer: '購入店',
    phone: '電話番号',
    orderNumber: '注文番号',
    reason: '返品理由',
    description: '不具合の内容',
    street: '番地・建物名',
    city: '市区町村',
    postalCode: '郵便番号',
    consent: 'プライバシーポリシーへの同意',
  },
  help: {
    email: 'このお問い合わせに関するご連絡にのみ使用します。',
    serialNumber: '英数字またはハイフンで8～20文字',
    purchaseDate: 'レシートまたは注文確認書に記載の日付',
    retailer: 'ロボットを購入した店舗またはウェブサイト',
    phone: 'お電話でのご連絡をご希望の場合のみご入力ください。',
    orderNumber: 'レシートまたは注文確認書に記載の番号（4～40文字）',
    description: 'どのような症状が、いつから起きているかをご記入ください（20～2,000文字）。',
  },
  errors: {
    required: 'この項目は必須です',
    email: '有効なメールアドレスを入力してください',
    serial: 'シリアル番号は英数字またはハイフンで8～20文字で入力してください',
    date: '有効な日付を入力してください',
    tooEarly: '{earliest}以降の日付を入力してください',
    future: '購入日に未来の日付は指定できません',
    tooShort: '{min}文字以上で入力してください',
    tooLong: '{max}文字以内で入力してください',
    choice: '一覧から選択してください',
    consent: '続行するにはプライバシーポリシーに同意してください',
    phone: '電話番号は数字6～20文字で入力してください（スペース、+、- を使用できます）',
  },
  sections: {
    contact: 'お客様情報',
    product: 'ロボットについて',
    problem: '不具合について',
    address: 'ご住所',
  },
  reasons: {
    defective: '製品の不良',
    'damaged-in-transit': '配送中の破損',
    'missing-parts': '部品の不足',
    other: 'その他',
  },
  choose: '選択してください',
  optional: '（任意）',
  requiredNote: '* の付いた項目は必須です。',
  consentBefore: '',
  consentLink: 'プライバシーポリシー',
  consentAfter: 'を読み、同意します。',
  newTab: '（新しいタブで開きます）',
  submit: { registration: '製品を登録する', rma: '返品を申し込む' },
  sending: '送信中…',
  summaryTitle: '次の項目をご確認ください：',
  summaryItem: '{label}：{error}',
  successTitle: {
    registration: 'ありがとうございます。ロボットの登録が完了しました',
    rma: '返品のお申し込みを受け付けました',
  },
  successBody: {
    registration: '受付番号：{reference}。控えとして保管してください。',
    rma: '受付番号：{reference}。この返品についてお問い合わせの際は、この番号をお知らせください。',
  },
  failure: 'エラーが発生したため、送信できませんでした。通信環境をご確認のうえ、もう一度お試しください。',
};

const zh: SupportMessages = {
  labels: {
    firstName: '名',
    lastName: '姓',
    email: '电子邮箱',
    country: '国家/地区',
    product: '产品',
    serialNumber: '序列号',
    purchaseDate: '购买日期',
    retailer: '购买渠道',
    phone: '电话号码',
    orderNumber: '订单号',
    reason: '退货原因',
    description: '问题描述',
    street: '街道地址',
    city: '城市',
    postalCode: '邮政编码',
    consent: '隐私政策同意',
  },
  help: {
    email: '仅用于就此请求与您联系。',
    serialNumber: '8–20 位字母、数字或连字符',
    purchaseDate: '收据或订单确认上的日期',
    retailer: '您购买机器人的门店或网站',
    phone: '仅在您希望我们致电时填写。',
    orderNumber: '见收据或订单确认（4–40 个字符）',
    description: '请说明出现了什么问题、从何时开始（20–2000 个字符）。',
  },
  errors: {
    required: '此项为必填项',
    email: '请输入有效的电子邮箱地址',
    serial: '请输入由 8–20 位字母、数字或连字符组成的序列号',
    date: '请输入有效的日期',
    tooEarly: '请输入 {earliest} 或之后的日期',
    future: '购买日期不能晚于今天',
    tooShort: '请至少输入 {min} 个字符',
    tooLong: '请最多输入 {max} 个字符',
    choice: '请从列表中选择一项',
    consent: '请同意隐私政策以继续',
    phone: '请输入 6–20 位数字，可包含空格、+ 和 -',
  },
  sections: {
    contact: '您的信息',
    product: '您的机器人',
    problem: '问题详情',
    address: '您的地址',
  },
  reasons: {
    defective: '产品故障',
    'damaged-in-transit': '运输途中损坏',
    'missing-parts': '缺少零件',
    other: '其他',
  },
  choose: '请选择',
  optional: '（选填）',
  requiredNote: '标有 * 的为必填项。',
  consentBefore: '我已阅读并同意',
  consentLink: '隐私政策',
  consentAfter: '。',
  newTab: '（在新标签页中打开）',
  submit: { registration: '注册产品', rma: '申请退货' },
  sending: '正在提交…',
  summaryTitle: '请检查以下内容：',
  summaryItem: '{label}：{error}',
  successTitle: { registration: '感谢您，机器人已注册成功', rma: '我们已收到您的退货申请' },
  successBody: {
    registration: '参考编号：{reference}。请妥善保存。',
    rma: '参考编号：{reference}。就此退货联系我们时，请提供此编号。',
  },
  failure: '出现问题，表单未能提交。请检查网络连接后重试。',
};

export const ALL_SUPPORT_MESSAGES: Readonly<Record<Locale, SupportMessages>> = {
  'en-US': en,
  'en-GB': en,
  'en-EU': en,
  'fr-FR': fr,
  'de-DE': de,
  'ko-KR': ko,
  'ja-JP': ja,
  'zh-CN': zh,
};

export function supportMessagesFor(locale: Locale): SupportMessages {
  return ALL_SUPPORT_MESSAGES[locale];
}
