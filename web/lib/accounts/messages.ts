/**
 * Every text the account service sends: the `msg` of each reply code, the field errors, and the e-mails.
 * English wording is SPEC §5/§8's where the spec gives one; every locale has every key (a test checks).
 * Placeholders in braces ({n}, {code}, {link}, {minutes}) are filled by `fill` (lib/i18n/fill.ts).
 */
import type { Locale } from '@showcase/schemas/regions';
import type { CodeName } from '../api/codes';

export interface AccountMessages {
  codes: Record<CodeName, string>;
  /** The msg of an invalid-input reply names the first problem: the e-mail, the password, or anything. */
  invalidEmail: string;
  mail: {
    loginCodeSubject: string;
    loginCodeBody: string;
    registerCodeSubject: string;
    registerCodeBody: string;
    verifySubject: string;
    verifyBody: string;
    resetSubject: string;
    resetBody: string;
    /** Sent when someone asks for a reset link for an address that has no account (says so only by mail). */
    resetNoAccountBody: string;
    passwordChangedSubject: string;
    passwordChangedBody: string;
    signature: string;
  };
}

const en: AccountMessages = {
  codes: {
    success: 'success',
    invalidInput: 'Please check the information you entered.',
    wrongCredentials: 'Incorrect email or password. Please try again.',
    tokenExpired: 'Login expired, please log in again.',
    notFound: 'This service does not exist.',
    methodNotAllowed: 'This request method is not allowed here.',
    emailInUse: 'This email is already in use. Log In.',
    noAccount: 'No account found with this email.',
    invalidCode: 'Invalid code. Please try again.',
    linkInvalid: 'This link is invalid or has already been used. Please request a new one.',
    humanCheckFailed: 'Please try again to continue.',
    passwordTooSimple: 'Please use a more complex password format.',
    passwordRule: 'Your password must be at least 8 characters and include both letters and numbers.',
    payloadTooLarge: 'The request is too large.',
    tooManyAttempts: 'Too many attempts. Please try again in {n} seconds.',
    tooManyRequests: 'Too many requests. Please wait a moment.',
    serverError: 'Server error, please try again later',
    unavailable: 'The service is temporarily unavailable. Please try again in a minute.',
    mailUnavailable: 'We cannot send e-mail at the moment. Please try again later.',
  },
  invalidEmail: 'Please enter a valid email address',
  mail: {
    loginCodeSubject: 'Your Roboshift login code',
    loginCodeBody: 'Your login code is {code}. It expires in {minutes} minutes.',
    registerCodeSubject: 'Your Roboshift verification code',
    registerCodeBody: 'Your verification code is {code}. It expires in {minutes} minutes.',
    verifySubject: 'Confirm your email address',
    verifyBody:
      'Enter the code {code} or open this link within {minutes} minutes to confirm your email address: {link}',
    resetSubject: 'Reset your Roboshift password',
    resetBody: 'Open this link within {minutes} minutes to choose a new password: {link}',
    resetNoAccountBody:
      'Someone asked to reset the password of a Roboshift account with this email address, but there is no account with it. You can create one at {link}',
    passwordChangedSubject: 'Your Roboshift password was changed',
    passwordChangedBody:
      'The password of your account was changed and every device was logged out. If this was not you, reset your password at once: {link}',
    signature: 'If you did not ask for this, you can ignore this email. The Roboshift team',
  },
};

const fr: AccountMessages = {
  codes: {
    success: 'success',
    invalidInput: 'Veuillez vérifier les informations saisies.',
    wrongCredentials: 'E-mail ou mot de passe incorrect. Veuillez réessayer.',
    tokenExpired: 'Votre session a expiré, veuillez vous reconnecter.',
    notFound: 'Ce service n’existe pas.',
    methodNotAllowed: 'Cette méthode de requête n’est pas autorisée ici.',
    emailInUse: 'Cette adresse e-mail est déjà utilisée. Connectez-vous.',
    noAccount: 'Aucun compte n’est associé à cette adresse e-mail.',
    invalidCode: 'Code invalide. Veuillez réessayer.',
    linkInvalid: 'Ce lien est invalide ou a déjà été utilisé. Veuillez en demander un nouveau.',
    humanCheckFailed: 'Veuillez réessayer pour continuer.',
    passwordTooSimple: 'Veuillez choisir un mot de passe plus complexe.',
    passwordRule: 'Votre mot de passe doit comporter au moins 8 caractères, dont des lettres et des chiffres.',
    payloadTooLarge: 'La requête est trop volumineuse.',
    tooManyAttempts: 'Trop de tentatives. Veuillez réessayer dans {n} secondes.',
    tooManyRequests: 'Trop de requêtes. Veuillez patienter un instant.',
    serverError: 'Erreur du serveur, veuillez réessayer plus tard',
    unavailable: 'Le service est temporairement indisponible. Veuillez réessayer dans une minute.',
    mailUnavailable: 'Nous ne pouvons pas envoyer d’e-mail pour le moment. Veuillez réessayer plus tard.',
  },
  invalidEmail: 'Veuillez saisir une adresse e-mail valide',
  mail: {
    loginCodeSubject: 'Votre code de connexion Roboshift',
    loginCodeBody: 'Votre code de connexion est {code}. Il expire dans {minutes} minutes.',
    registerCodeSubject: 'Votre code de vérification Roboshift',
    registerCodeBody: 'Votre code de vérification est {code}. Il expire dans {minutes} minutes.',
    verifySubject: 'Confirmez votre adresse e-mail',
    verifyBody:
      'Saisissez le code {code} ou ouvrez ce lien dans les {minutes} minutes pour confirmer votre adresse e-mail : {link}',
    resetSubject: 'Réinitialisez votre mot de passe Roboshift',
    resetBody: 'Ouvrez ce lien dans les {minutes} minutes pour choisir un nouveau mot de passe : {link}',
    resetNoAccountBody:
      'Quelqu’un a demandé la réinitialisation du mot de passe d’un compte Roboshift associé à cette adresse e-mail, mais aucun compte n’existe pour cette adresse. Vous pouvez en créer un ici : {link}',
    passwordChangedSubject: 'Le mot de passe de votre compte Roboshift a été modifié',
    passwordChangedBody:
      'Le mot de passe de votre compte a été modifié et tous vos appareils ont été déconnectés. Si vous n’êtes pas à l’origine de cette modification, réinitialisez immédiatement votre mot de passe : {link}',
    signature: 'Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer cet e-mail. L’équipe Roboshift',
  },
};

const de: AccountMessages = {
  codes: {
    success: 'success',
    invalidInput: 'Bitte überprüfen Sie Ihre Angaben.',
    wrongCredentials: 'E-Mail-Adresse oder Passwort ist falsch. Bitte versuchen Sie es erneut.',
    tokenExpired: 'Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
    notFound: 'Dieser Dienst existiert nicht.',
    methodNotAllowed: 'Diese Anfragemethode ist hier nicht zulässig.',
    emailInUse: 'Diese E-Mail-Adresse wird bereits verwendet. Melden Sie sich an.',
    noAccount: 'Zu dieser E-Mail-Adresse wurde kein Konto gefunden.',
    invalidCode: 'Ungültiger Code. Bitte versuchen Sie es erneut.',
    linkInvalid: 'Dieser Link ist ungültig oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.',
    humanCheckFailed: 'Bitte versuchen Sie es erneut, um fortzufahren.',
    passwordTooSimple: 'Bitte wählen Sie ein komplexeres Passwort.',
    passwordRule: 'Ihr Passwort muss mindestens 8 Zeichen lang sein und sowohl Buchstaben als auch Ziffern enthalten.',
    payloadTooLarge: 'Die Anfrage ist zu groß.',
    tooManyAttempts: 'Zu viele Versuche. Bitte versuchen Sie es in {n} Sekunden erneut.',
    tooManyRequests: 'Zu viele Anfragen. Bitte warten Sie einen Moment.',
    serverError: 'Serverfehler, bitte versuchen Sie es später erneut',
    unavailable: 'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es in einer Minute erneut.',
    mailUnavailable: 'Wir können derzeit keine E-Mails senden. Bitte versuchen Sie es später erneut.',
  },
  invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  mail: {
    loginCodeSubject: 'Ihr Roboshift-Anmeldecode',
    loginCodeBody: 'Ihr Anmeldecode lautet {code}. Er ist {minutes} Minuten lang gültig.',
    registerCodeSubject: 'Ihr Roboshift-Bestätigungscode',
    registerCodeBody: 'Ihr Bestätigungscode lautet {code}. Er ist {minutes} Minuten lang gültig.',
    verifySubject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    verifyBody:
      'Geben Sie innerhalb von {minutes} Minuten den Code {code} ein oder öffnen Sie diesen Link, um Ihre E-Mail-Adresse zu bestätigen: {link}',
    resetSubject: 'Setzen Sie Ihr Roboshift-Passwort zurück',
    resetBody: 'Öffnen Sie diesen Link innerhalb von {minutes} Minuten, um ein neues Passwort festzulegen: {link}',
    resetNoAccountBody:
      'Jemand hat angefordert, das Passwort eines Roboshift-Kontos mit dieser E-Mail-Adresse zurückzusetzen, doch zu dieser Adresse gibt es kein Konto. Sie können hier eines erstellen: {link}',
    passwordChangedSubject: 'Ihr Roboshift-Passwort wurde geändert',
    passwordChangedBody:
      'Das Passwort Ihres Kontos wurde geändert und alle Geräte wurden abgemeldet. Falls Sie das nicht waren, setzen Sie Ihr Passwort bitte sofort zurück: {link}',
    signature: 'Falls Sie dies nicht angefordert haben, können Sie diese E-Mail ignorieren. Ihr Roboshift-Team',
  },
};

const ko: AccountMessages = {
  codes: {
    success: 'success',
    invalidInput: '입력하신 정보를 확인해 주세요.',
    wrongCredentials: '이메일 또는 비밀번호가 올바르지 않습니다. 다시 시도해 주세요.',
    tokenExpired: '로그인이 만료되었습니다. 다시 로그인해 주세요.',
    notFound: '존재하지 않는 서비스입니다.',
    methodNotAllowed: '이 요청 방식은 여기에서 허용되지 않습니다.',
    emailInUse: '이미 사용 중인 이메일입니다. 로그인하세요.',
    noAccount: '이 이메일로 등록된 계정이 없습니다.',
    invalidCode: '잘못된 코드입니다. 다시 시도해 주세요.',
    linkInvalid: '유효하지 않거나 이미 사용된 링크입니다. 새 링크를 요청해 주세요.',
    humanCheckFailed: '계속하려면 다시 시도해 주세요.',
    passwordTooSimple: '더 복잡한 비밀번호를 사용해 주세요.',
    passwordRule: '비밀번호는 8자 이상이어야 하며 영문자와 숫자를 모두 포함해야 합니다.',
    payloadTooLarge: '요청이 너무 큽니다.',
    tooManyAttempts: '시도 횟수가 너무 많습니다. {n}초 후에 다시 시도해 주세요.',
    tooManyRequests: '요청이 너무 많습니다. 잠시 기다려 주세요.',
    serverError: '서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요',
    unavailable: '일시적으로 서비스를 이용할 수 없습니다. 1분 후에 다시 시도해 주세요.',
    mailUnavailable: '지금은 이메일을 보낼 수 없습니다. 나중에 다시 시도해 주세요.',
  },
  invalidEmail: '올바른 이메일 주소를 입력해 주세요',
  mail: {
    loginCodeSubject: 'Roboshift 로그인 코드',
    loginCodeBody: '로그인 코드는 {code}입니다. 이 코드는 {minutes}분 후에 만료됩니다.',
    registerCodeSubject: 'Roboshift 인증 코드',
    registerCodeBody: '인증 코드는 {code}입니다. 이 코드는 {minutes}분 후에 만료됩니다.',
    verifySubject: '이메일 주소를 확인해 주세요',
    verifyBody:
      '{minutes}분 이내에 인증 코드 {code}을(를) 입력하거나 다음 링크를 열어 이메일 주소를 확인해 주세요: {link}',
    resetSubject: 'Roboshift 비밀번호 재설정',
    resetBody: '{minutes}분 이내에 다음 링크를 열어 새 비밀번호를 설정해 주세요: {link}',
    resetNoAccountBody:
      '누군가 이 이메일 주소로 Roboshift 계정의 비밀번호 재설정을 요청했지만, 이 주소로 등록된 계정이 없습니다. 다음 링크에서 계정을 만들 수 있습니다: {link}',
    passwordChangedSubject: 'Roboshift 비밀번호가 변경되었습니다',
    passwordChangedBody:
      '계정 비밀번호가 변경되어 모든 기기에서 로그아웃되었습니다. 본인이 변경하지 않았다면 즉시 비밀번호를 재설정하세요: {link}',
    signature: '본인이 요청하지 않았다면 이 이메일은 무시하셔도 됩니다. Roboshift 팀 드림',
  },
};

const ja: AccountMessages = {
  codes: {
    success: 'success',
    invalidInput: '入力内容をご確認ください。',
    wrongCredentials: 'メールアドレスまたはパスワードが正しくありません。もう一度お試しください。',
    tokenExpired: 'ログインの有効期限が切れました。もう一度ログインしてください。',
    notFound: 'このサービスは存在しません。',
    methodNotAllowed: 'このリクエストメソッドはここでは許可されていません。',
    emailInUse: 'このメールアドレスはすでに使用されています。ログインしてください。',
    noAccount: 'このメールアドレスのアカウントは見つかりませんでした。',
    invalidCode: 'コードが無効です。もう一度お試しください。',
    linkInvalid: 'このリンクは無効か、すでに使用されています。新しいリンクをリクエストしてください。',
    humanCheckFailed: '続行するには、もう一度お試しください。',
    passwordTooSimple: 'より複雑なパスワードを設定してください。',
    passwordRule: 'パスワードは8文字以上で、英字と数字の両方を含める必要があります。',
    payloadTooLarge: 'リクエストが大きすぎます。',
    tooManyAttempts: '試行回数が多すぎます。{n}秒後にもう一度お試しください。',
    tooManyRequests: 'リクエストが多すぎます。しばらくお待ちください。',
    serverError: 'サーバーエラーが発生しました。しばらくしてからもう一度お試しください',
    unavailable: 'サービスは一時的にご利用いただけません。1分後にもう一度お試しください。',
    mailUnavailable: '現在メールを送信できません。しばらくしてからもう一度お試しください。',
  },
  invalidEmail: '有効なメールアドレスを入力してください',
  mail: {
    loginCodeSubject: 'Roboshiftのログインコード',
    loginCodeBody: 'ログインコードは {code} です。有効期限は{minutes}分です。',
    registerCodeSubject: 'Roboshiftの確認コード',
    registerCodeBody: '確認コードは {code} です。有効期限は{minutes}分です。',
    verifySubject: 'メールアドレスの確認',
    verifyBody:
      'メールアドレスを確認するには、{minutes}分以内にコード {code} を入力するか、次のリンクを開いてください：{link}',
    resetSubject: 'Roboshiftのパスワード再設定',
    resetBody: '新しいパスワードを設定するには、{minutes}分以内に次のリンクを開いてください：{link}',
    resetNoAccountBody:
      'このメールアドレスでRoboshiftアカウントのパスワード再設定がリクエストされましたが、このアドレスのアカウントは存在しません。アカウントは次のリンクから作成できます：{link}',
    passwordChangedSubject: 'Roboshiftのパスワードが変更されました',
    passwordChangedBody:
      'アカウントのパスワードが変更され、すべてのデバイスからログアウトされました。お心当たりがない場合は、すぐにパスワードを再設定してください：{link}',
    signature: 'お心当たりがない場合は、このメールを破棄してください。Roboshiftチーム',
  },
};

const zh: AccountMessages = {
  codes: {
    success: 'success',
    invalidInput: '请检查您输入的信息。',
    wrongCredentials: '邮箱或密码错误，请重试。',
    tokenExpired: '登录已过期，请重新登录。',
    notFound: '该服务不存在。',
    methodNotAllowed: '此处不允许使用该请求方法。',
    emailInUse: '该邮箱已被使用。请登录。',
    noAccount: '未找到使用该邮箱的账户。',
    invalidCode: '验证码无效，请重试。',
    linkInvalid: '该链接无效或已被使用，请重新申请。',
    humanCheckFailed: '请重试以继续。',
    passwordTooSimple: '请使用更复杂的密码。',
    passwordRule: '密码至少需要 8 个字符，且必须同时包含字母和数字。',
    payloadTooLarge: '请求内容过大。',
    tooManyAttempts: '尝试次数过多，请在 {n} 秒后重试。',
    tooManyRequests: '请求过于频繁，请稍候。',
    serverError: '服务器错误，请稍后重试',
    unavailable: '服务暂时不可用，请一分钟后重试。',
    mailUnavailable: '暂时无法发送电子邮件，请稍后重试。',
  },
  invalidEmail: '请输入有效的邮箱地址',
  mail: {
    loginCodeSubject: '您的 Roboshift 登录验证码',
    loginCodeBody: '您的登录验证码是 {code}，{minutes} 分钟内有效。',
    registerCodeSubject: '您的 Roboshift 验证码',
    registerCodeBody: '您的验证码是 {code}，{minutes} 分钟内有效。',
    verifySubject: '请确认您的邮箱地址',
    verifyBody: '请在 {minutes} 分钟内输入验证码 {code} 或打开以下链接，以确认您的邮箱地址：{link}',
    resetSubject: '重置您的 Roboshift 密码',
    resetBody: '请在 {minutes} 分钟内打开以下链接设置新密码：{link}',
    resetNoAccountBody:
      '有人请求重置使用此邮箱地址的 Roboshift 账户的密码，但该邮箱地址尚未注册账户。您可以通过以下链接创建账户：{link}',
    passwordChangedSubject: '您的 Roboshift 密码已更改',
    passwordChangedBody: '您账户的密码已更改，所有设备均已退出登录。如果这不是您本人的操作，请立即重置密码：{link}',
    signature: '如果这不是您本人的请求，请忽略此邮件。Roboshift 团队',
  },
};

export const ACCOUNT_MESSAGES: Record<Locale, AccountMessages> = {
  'en-US': en,
  'en-GB': en,
  'en-EU': en,
  'fr-FR': fr,
  'de-DE': de,
  'ko-KR': ko,
  'ja-JP': ja,
  'zh-CN': zh,
};
