/**
 * The account e-mails' words in the shop's three languages: confirming a new account, the answer to a registration
 * with an address that already has one, the password reset link, and confirming an account's new address. Plain
 * text; `{name}` is filled by the template.
 */
import type { Locale } from '@domain/locales';

const en = {
  greeting: 'Hello {name},',
  greetingAnonymous: 'Hello,',
  confirmSubject: 'Confirm your Zellige account',
  confirmHeading: 'Welcome to Zellige',
  confirmIntro: 'Thank you for creating an account. Confirm your e-mail address to start using it.',
  confirmButton: 'Confirm my account',
  confirmExpiry: 'This link works once, within 24 hours.',
  existingSubject: 'You already have a Zellige account',
  existingHeading: 'You already have an account',
  existingIntro:
    'Someone, probably you, tried to create a Zellige account with this e-mail address, which already has one. You can sign in with it, or choose a new password if you have forgotten yours.',
  existingButton: 'Choose a new password',
  resetSubject: 'Reset your Zellige password',
  resetHeading: 'Choose a new password',
  resetIntro:
    'We received a request to reset the password of your account {username}. Use the link below to choose a new one.',
  resetButton: 'Choose a new password',
  resetExpiry: 'This link works once, within one hour. Choosing a new password signs you out everywhere else.',
  changeSubject: 'Confirm your new e-mail address',
  changeHeading: 'Confirm your new address',
  changeIntro:
    'You asked to use this e-mail address for your Zellige account {username}. Confirm it with the link below and your password; until then, your account keeps its current address.',
  changeButton: 'Confirm this address',
  changeExpiry: 'This link works once, within 24 hours.',
  ignore: 'If you did not ask for this, you can ignore this e-mail: nothing will change.',
  linkFallback: 'If the button does not work, copy this address into your browser:',
  closing: 'The Zellige team',
};

export type AccountMailMessages = { readonly [K in keyof typeof en]: string };

const fr: AccountMailMessages = {
  greeting: 'Bonjour {name},',
  greetingAnonymous: 'Bonjour,',
  confirmSubject: 'Confirmez votre compte Zellige',
  confirmHeading: 'Bienvenue chez Zellige',
  confirmIntro: 'Merci d’avoir créé un compte. Confirmez votre adresse e-mail pour commencer à l’utiliser.',
  confirmButton: 'Confirmer mon compte',
  confirmExpiry: 'Ce lien ne fonctionne qu’une fois, dans les 24 heures.',
  existingSubject: 'Vous avez déjà un compte Zellige',
  existingHeading: 'Vous avez déjà un compte',
  existingIntro:
    'Quelqu’un, sans doute vous, a essayé de créer un compte Zellige avec cette adresse e-mail, qui en a déjà un. Vous pouvez vous connecter avec, ou choisir un nouveau mot de passe si vous avez oublié le vôtre.',
  existingButton: 'Choisir un nouveau mot de passe',
  resetSubject: 'Réinitialisez votre mot de passe Zellige',
  resetHeading: 'Choisissez un nouveau mot de passe',
  resetIntro:
    'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte {username}. Utilisez le lien ci-dessous pour en choisir un nouveau.',
  resetButton: 'Choisir un nouveau mot de passe',
  resetExpiry:
    'Ce lien ne fonctionne qu’une fois, dans l’heure. Choisir un nouveau mot de passe vous déconnecte partout ailleurs.',
  changeSubject: 'Confirmez votre nouvelle adresse e-mail',
  changeHeading: 'Confirmez votre nouvelle adresse',
  changeIntro:
    'Vous avez demandé à utiliser cette adresse e-mail pour votre compte Zellige {username}. Confirmez-la avec le lien ci-dessous et votre mot de passe ; d’ici là, votre compte garde son adresse actuelle.',
  changeButton: 'Confirmer cette adresse',
  changeExpiry: 'Ce lien ne fonctionne qu’une fois, dans les 24 heures.',
  ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : rien ne changera.',
  linkFallback: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
  closing: 'L’équipe Zellige',
};

const ar: AccountMailMessages = {
  greeting: 'مرحبًا {name}،',
  greetingAnonymous: 'مرحبًا،',
  confirmSubject: 'أكّد حسابك في زليج',
  confirmHeading: 'مرحبًا بك في زليج',
  confirmIntro: 'شكرًا لإنشائك حسابًا. أكّد عنوان بريدك الإلكتروني لتبدأ باستخدامه.',
  confirmButton: 'تأكيد حسابي',
  confirmExpiry: 'يعمل هذا الرابط مرة واحدة، خلال 24 ساعة.',
  existingSubject: 'لديك حساب في زليج بالفعل',
  existingHeading: 'لديك حساب بالفعل',
  existingIntro:
    'حاول شخص ما، ربما أنت، إنشاء حساب في زليج بعنوان البريد الإلكتروني هذا، وله حساب بالفعل. يمكنك تسجيل الدخول به، أو اختيار كلمة مرور جديدة إن نسيت كلمتك.',
  existingButton: 'اختيار كلمة مرور جديدة',
  resetSubject: 'أعد تعيين كلمة مرورك في زليج',
  resetHeading: 'اختر كلمة مرور جديدة',
  resetIntro: 'تلقّينا طلبًا لإعادة تعيين كلمة مرور حسابك {username}. استخدم الرابط أدناه لاختيار كلمة جديدة.',
  resetButton: 'اختيار كلمة مرور جديدة',
  resetExpiry: 'يعمل هذا الرابط مرة واحدة، خلال ساعة. اختيار كلمة مرور جديدة يُخرجك من حسابك في كل مكان آخر.',
  changeSubject: 'أكّد عنوان بريدك الإلكتروني الجديد',
  changeHeading: 'أكّد عنوانك الجديد',
  changeIntro:
    'طلبتَ استخدام عنوان البريد الإلكتروني هذا لحسابك {username} في زليج. أكّده بالرابط أدناه وبكلمة مرورك؛ وإلى ذلك الحين يحتفظ حسابك بعنوانه الحالي.',
  changeButton: 'تأكيد هذا العنوان',
  changeExpiry: 'يعمل هذا الرابط مرة واحدة، خلال 24 ساعة.',
  ignore: 'إن لم تطلب ذلك، فتجاهل هذه الرسالة: لن يتغيّر شيء.',
  linkFallback: 'إن لم يعمل الزر، فانسخ هذا العنوان في متصفحك:',
  closing: 'فريق زليج',
};

export const ACCOUNT_MAIL_MESSAGES: Readonly<Record<Locale, AccountMailMessages>> = { en, fr, ar };
