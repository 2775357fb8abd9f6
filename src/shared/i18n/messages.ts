import { defineMessages } from './catalogue';

/**
 * Messages of shared UI and of the request client (spec core §8 'Request client'):
 * the English text is kept exactly.
 */
export const sharedMessages = defineMessages({
  en: {
    'error.invalid_json': 'The response is not a valid JSON response.',
    'error.unknown_error': 'An unknown error occurred.',
    'error.fetch_error': 'You are probably offline.',
    'error.csrf_invalid': 'Your session has expired. Please try again.',
    'error.invalid_request': 'Some of the information sent is not valid.',
    'error.not_found': 'We could not find what you were looking for.',
    'error.rate_limited': 'Too many attempts. Please wait a moment and try again.',
    'error.server_error': 'Something went wrong on our side. Please try again.',
    'common.loading': 'Loading…',
    'common.retry': 'Try again',
    'common.close': 'Close',
    'price.onSale': 'Original price was: {regular}. Current price is: {sale}.',
    'price.range': 'Price range: {min} through {max}',
    'price.approximate': 'approximately {amount}',
  },
  fr: {
    'error.invalid_json': 'La réponse n’est pas une réponse JSON valide.',
    'error.unknown_error': 'Une erreur inconnue s’est produite.',
    'error.fetch_error': 'Vous êtes probablement hors ligne.',
    'error.csrf_invalid': 'Votre session a expiré. Veuillez réessayer.',
    'error.invalid_request': 'Certaines des informations envoyées ne sont pas valides.',
    'error.not_found': 'Nous n’avons pas trouvé ce que vous cherchiez.',
    'error.rate_limited': 'Trop de tentatives. Veuillez patienter un instant puis réessayer.',
    'error.server_error': 'Un problème est survenu de notre côté. Veuillez réessayer.',
    'common.loading': 'Chargement…',
    'common.retry': 'Réessayer',
    'common.close': 'Fermer',
    'price.onSale': 'Le prix initial était : {regular}. Le prix actuel est : {sale}.',
    'price.range': 'Plage de prix : de {min} à {max}',
    'price.approximate': 'environ {amount}',
  },
  ar: {
    'error.invalid_json': 'الاستجابة ليست استجابة JSON صالحة.',
    'error.unknown_error': 'حدث خطأ غير معروف.',
    'error.fetch_error': 'يبدو أنك غير متصل بالإنترنت.',
    'error.csrf_invalid': 'انتهت صلاحية جلستك. يرجى المحاولة مرة أخرى.',
    'error.invalid_request': 'بعض المعلومات المرسلة غير صالحة.',
    'error.not_found': 'لم نعثر على ما تبحث عنه.',
    'error.rate_limited': 'محاولات كثيرة جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
    'error.server_error': 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.',
    'common.loading': 'جارٍ التحميل…',
    'common.retry': 'أعد المحاولة',
    'common.close': 'إغلاق',
    'price.onSale': 'السعر الأصلي كان: {regular}. السعر الحالي هو: {sale}.',
    'price.range': 'نطاق السعر: من {min} إلى {max}',
    'price.approximate': 'حوالي {amount}',
  },
});
