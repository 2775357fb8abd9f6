/** The payment methods' names and descriptions in the shop's three languages: said by checkout, the order page and its e-mail. */
import type { Locale } from '@domain/locales';

type Text = Readonly<Record<Locale, string>>;

export const PAYMENT_TEXTS: Readonly<Record<'cod' | 'bacs', { title: Text; description: Text }>> = {
  cod: {
    title: { en: 'Cash on delivery', fr: 'Paiement à la livraison', ar: 'الدفع عند الاستلام' },
    description: {
      en: 'Pay in cash when your parcel is delivered.',
      fr: 'Réglez en espèces à la réception de votre colis.',
      ar: 'ادفع نقدًا عند استلام طردك.',
    },
  },
  bacs: {
    title: { en: 'Direct bank transfer', fr: 'Virement bancaire', ar: 'تحويل بنكي مباشر' },
    description: {
      en: 'Make your payment directly into our bank account. Please use your order number as the payment reference. Your order will not be shipped until the funds have cleared in our account.',
      fr: 'Effectuez le paiement directement sur notre compte bancaire. Indiquez votre numéro de commande comme référence du virement. Votre commande sera expédiée dès réception des fonds.',
      ar: 'حوّل المبلغ مباشرة إلى حسابنا البنكي، مع ذكر رقم طلبك مرجعًا للتحويل. لن يُشحن طلبك إلا بعد وصول المبلغ إلى حسابنا.',
    },
  },
};
