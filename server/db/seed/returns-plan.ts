/** The returns page, with its return request, and the return slip the request opens (not in the menus). */
import { type PageSeed, h2, p, text } from './content-blocks';
import { RETURN_FORM, RETURN_SLIP_PATH } from './return-form';
import { tr } from './types';

export const RETURNS_PAGE: PageSeed = {
  slug: 'returns',
  title: tr('Retours', 'Returns', 'الإرجاع'),
  description: tr(
    'Quatorze jours pour changer d’avis, et une pièce cassée remplacée sans frais.',
    'Fourteen days to change your mind, and a broken piece replaced free of charge.',
    'أربعة عشر يومًا لتغيير رأيكم، وقطعة مكسورة تُستبدل دون تكلفة.',
  ),
  blocks: [
    text(
      p(
        tr(
          'Vous avez 14 jours pour nous renvoyer une pièce intacte, dans son emballage d’origine.',
          'You have 14 days to send back an undamaged piece, in its original packing.',
          'لديكم 14 يومًا لإرجاع قطعة سليمة في تغليفها الأصلي.',
        ),
      ),
    ),
    {
      type: 'collapsible',
      title: tr('Comment renvoyer une pièce', 'How to send a piece back', 'كيف تُرجعون قطعة'),
      titleLevel: 2,
      on: ['mobile'],
      status: 'closed',
      blocks: [
        text(
          p(
            tr(
              'Répondez à l’e-mail de votre commande : nous vous envoyons une étiquette de retour prépayée.',
              'Reply to your order’s e-mail: we send you a prepaid return label.',
              'ردّوا على رسالة طلبيتكم وسنرسل لكم ملصق إرجاع مدفوع مسبقًا.',
            ),
          ),
        ),
      ],
    },
    {
      type: 'collapsible',
      title: tr('Une pièce arrivée cassée', 'A piece that arrived broken', 'قطعة وصلت مكسورة'),
      titleLevel: 2,
      on: ['mobile'],
      status: 'closed',
      blocks: [
        text(
          p(
            tr(
              'Envoyez-nous une photo dans les 48 heures : elle est remplacée sans frais, sans la renvoyer.',
              'Send us a photo within 48 hours: it is replaced free of charge, with no need to send it back.',
              'أرسلوا لنا صورة خلال 48 ساعة وتُستبدل دون تكلفة ودون الحاجة إلى إرجاعها.',
            ),
          ),
        ),
      ],
    },
    { type: 'form', form: RETURN_FORM.slug },
  ],
};

export const RETURN_SLIP_PAGE: PageSeed = {
  slug: RETURN_SLIP_PATH.replaceAll('/', ''),
  title: tr('Bon de retour', 'Return slip', 'قسيمة الإرجاع'),
  description: tr(
    'À imprimer et à glisser dans le colis de votre retour.',
    'To print and put in the parcel you send back.',
    'للطباعة ووضعها داخل طرد الإرجاع.',
  ),
  blocks: [
    text(
      p(
        tr(
          'Imprimez cette page, écrivez-y votre numéro de commande et glissez-la dans le colis.',
          'Print this page, write your order number on it and put it in the parcel.',
          'اطبعوا هذه الصفحة واكتبوا عليها رقم طلبيتكم وضعوها داخل الطرد.',
        ),
      ),
    ),
    h2('Adresse de retour', 'Return address', 'عنوان الإرجاع'),
    text(
      p(tr('Zellige — retours', 'Zellige — returns', 'زليج — المرتجعات')),
      p(tr('12, derb Lamtiyine, Fès médina', '12 Derb Lamtiyine, Fes medina', '12، درب لمطيين، فاس المدينة')),
    ),
    h2('Emballage', 'Packing', 'التغليف'),
    text(
      p(
        tr(
          'Enveloppez chaque pièce dans du papier, calez-la avec du carton froissé, sans qu’elle touche une autre pièce.',
          'Wrap each piece in paper and wedge it with crumpled cardboard, so that it touches no other piece.',
          'لفّوا كل قطعة بالورق وثبّتوها بالكرتون المجعّد حتى لا تلمس أي قطعة أخرى.',
        ),
      ),
    ),
  ],
};
