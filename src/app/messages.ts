import { defineMessages } from '@shared/i18n/catalogue';

/** Messages of the composition root: page titles, the not-found page and the page that failed to load. */
export const appMessages = defineMessages({
  en: {
    'app.title': 'Zellige — Moroccan handmade goods',
    'app.description': 'Handmade ceramics, tagines, rugs, leather, lanterns and jewellery from Moroccan artisans.',
    'notFound.title': 'Page not found',
    'notFound.body': 'The page you are looking for does not exist or has moved.',
    'notFound.home': 'Back to the home page',
    'notFound.otherLocales': 'This page in another language',
    'pageError.title': 'This page could not be loaded',
    'pageError.body': 'Check your connection, then try again.',
    'pageError.retry': 'Try again',
  },
  fr: {
    'app.title': 'Zellige — artisanat marocain',
    'app.description':
      'Céramiques, tajines, tapis, maroquinerie, lanternes et bijoux faits main par des artisans marocains.',
    'notFound.title': 'Page introuvable',
    'notFound.body': 'La page que vous cherchez n’existe pas ou a été déplacée.',
    'notFound.home': 'Retour à l’accueil',
    'notFound.otherLocales': 'Cette page dans une autre langue',
    'pageError.title': 'Cette page n’a pas pu être chargée',
    'pageError.body': 'Vérifiez votre connexion, puis réessayez.',
    'pageError.retry': 'Réessayer',
  },
  ar: {
    'app.title': 'زليج — منتجات مغربية يدوية الصنع',
    'app.description': 'خزف وطواجن وزرابي وجلد وفوانيس وحلي مصنوعة يدويًا على أيدي حرفيين مغاربة.',
    'notFound.title': 'الصفحة غير موجودة',
    'notFound.body': 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
    'notFound.home': 'العودة إلى الصفحة الرئيسية',
    'notFound.otherLocales': 'هذه الصفحة بلغة أخرى',
    'pageError.title': 'تعذّر تحميل هذه الصفحة',
    'pageError.body': 'تحقّق من اتصالك، ثم أعد المحاولة.',
    'pageError.retry': 'إعادة المحاولة',
  },
});
