/** The returns page's form: a return request that opens the printable return slip in a new tab. */
import { type FormSeed, MB, choice } from './form-seed';
import { tr } from './types';

/** The page the request opens, to print and put in the parcel (returns-plan.ts). */
export const RETURN_SLIP_PATH = '/return-slip/';

export const RETURN_FORM: FormSeed = {
  slug: 'return-request',
  title: tr('Demande de retour', 'Return request', 'طلب إرجاع'),
  submitLabel: tr('Demander le retour', 'Request the return', 'اطلبوا الإرجاع'),
  indicator: 'none',
  // Shown instead when the slip cannot be opened.
  confirmation: [
    tr(
      'Merci, votre demande de retour est enregistrée. Le bon de retour est sur la page « Bon de retour ».',
      'Thank you, your return request is registered. The return slip is on the “Return slip” page.',
      'شكرًا، سُجّل طلب الإرجاع. قسيمة الإرجاع في صفحة «قسيمة الإرجاع».',
    ),
  ],
  redirect: { path: RETURN_SLIP_PATH, newTab: true },
  pages: [
    {
      fields: [
        {
          id: 'order-number',
          type: 'text',
          label: tr('Numéro de commande', 'Order number', 'رقم الطلبية'),
          required: true,
          maxLength: 20,
        },
        { id: 'email', type: 'email', label: tr('E-mail', 'Email', 'البريد الإلكتروني'), required: true },
        {
          id: 'reason',
          type: 'radio',
          label: tr('Raison du retour', 'Reason for the return', 'سبب الإرجاع'),
          required: true,
          choices: [
            choice('changed-mind', 'J’ai changé d’avis', 'I changed my mind', 'غيّرت رأيي'),
            choice('broken', 'La pièce est arrivée cassée', 'The piece arrived broken', 'وصلت القطعة مكسورة'),
            choice(
              'wrong-piece',
              'Ce n’est pas la pièce commandée',
              'It is not the piece I ordered',
              'ليست القطعة التي طلبتها',
            ),
          ],
        },
        // A piece that arrived broken: photos of it, taken with a phone's camera or chosen.
        {
          id: 'photos',
          type: 'file',
          label: tr('Photos de la pièce cassée', 'Photos of the broken piece', 'صور القطعة المكسورة'),
          description: tr(
            'Jusqu’à trois photos, 5 Mo chacune : elles nous évitent de vous demander la pièce.',
            'Up to three photos, 5 MB each: they spare you sending the piece back.',
            'حتى ثلاث صور، 5 ميغابايت لكل منها: تُغنيكم عن إرجاع القطعة.',
          ),
          required: true,
          showIf: { field: 'reason', in: ['broken'] },
          extensions: ['jpg', 'jpeg', 'png', 'webp'],
          maxFileSize: 5 * MB,
          maxFiles: 3,
          capture: 'environment',
        },
        { id: 'details', type: 'textarea', label: tr('Détails', 'Details', 'تفاصيل'), maxLength: 1000 },
      ],
    },
  ],
};
