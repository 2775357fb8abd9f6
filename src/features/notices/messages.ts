import { defineMessages } from '@shared/i18n/catalogue';

/** Store notice, coming-soon banner and cookie notice. The notice texts themselves come from the settings. */
export const noticeMessages = defineMessages({
  en: {
    'notice.store.label': 'Store notice',
    'notice.dismiss': 'Dismiss',
    'notice.comingSoon.label': 'Coming soon',
    'notice.cookie.label': 'Cookie notice',
    'notice.cookie.accept': 'Accept',
    'notice.cookie.decline': 'Decline',
    'notice.cookie.accepted': 'Thank you. Analytics cookies are allowed.',
    'notice.cookie.declined': 'Analytics cookies are refused: the shop only uses the cookies it needs to work.',
  },
  fr: {
    'notice.store.label': 'Annonce de la boutique',
    'notice.dismiss': 'Ignorer',
    'notice.comingSoon.label': 'Bientôt disponible',
    'notice.cookie.label': 'Avis sur les cookies',
    'notice.cookie.accept': 'Accepter',
    'notice.cookie.decline': 'Refuser',
    'notice.cookie.accepted': 'Merci. Les cookies de mesure d’audience sont autorisés.',
    'notice.cookie.declined':
      'Les cookies de mesure d’audience sont refusés : la boutique n’utilise que les cookies nécessaires à son fonctionnement.',
  },
  ar: {
    'notice.store.label': 'إعلان المتجر',
    'notice.dismiss': 'تجاهل',
    'notice.comingSoon.label': 'قريبًا',
    'notice.cookie.label': 'إشعار ملفات تعريف الارتباط',
    'notice.cookie.accept': 'قبول',
    'notice.cookie.decline': 'رفض',
    'notice.cookie.accepted': 'شكرًا لكم. تم السماح بملفات تعريف الارتباط الخاصة بقياس الزيارات.',
    'notice.cookie.declined':
      'تم رفض ملفات تعريف الارتباط الخاصة بقياس الزيارات: لا يستخدم المتجر إلا الملفات الضرورية لعمله.',
  },
});
