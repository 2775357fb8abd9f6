/**
 * The shop's embedded forms in three locales: a one-page contact form (a restricted e-mail, a topic that shows
 * an order number field), a three-page custom-order request (a rug's size only for a rug, colours limited to three,
 * sketches as pictures or PDF, a date off Fridays and past days, a phone number in its mask, a call window, deposit items with a total), and a
 * return request that opens the return slip (return-form.ts).
 */
import { LOCALES, type Locale } from '@domain/locales';
import type { FormDefinition, FormField, FormPage } from '@domain/forms/fields';
import { validateFormDefinition } from '@domain/forms/validate';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { forms } from '../schema/index';
import { upsertForm } from '../../modules/forms/repository';
import { type ChoiceSeed, type FieldSeed, type FormSeed, MB, choice } from './form-seed';
import { RETURN_FORM } from './return-form';
import { tr } from './types';

export const FORM_SEEDS: FormSeed[] = [
  {
    slug: 'contact',
    restrictedEmails: ['@mailinator.com', '@example.com'],
    title: tr('Nous écrire', 'Write to us', 'راسلنا'),
    submitLabel: tr('Envoyer', 'Send', 'إرسال'),
    indicator: 'none',
    confirmation: [
      tr(
        'Merci, votre message est bien arrivé. Nous répondons sous deux jours ouvrés.',
        'Thank you, your message has arrived. We answer within two working days.',
        'شكرًا، وصلت رسالتك. نجيب خلال يومي عمل.',
      ),
    ],
    pages: [
      {
        fields: [
          { id: 'name', type: 'name', label: tr('Nom', 'Name', 'الاسم'), required: true },
          {
            id: 'email',
            type: 'email',
            label: tr('E-mail', 'Email', 'البريد الإلكتروني'),
            required: true,
            restricted: true,
          },
          {
            id: 'topic',
            type: 'select',
            label: tr('Sujet', 'Topic', 'الموضوع'),
            required: true,
            choices: [
              choice('order', 'Une commande', 'An order', 'طلبية'),
              choice('product', 'Un produit', 'A product', 'منتج'),
              choice('other', 'Autre chose', 'Something else', 'موضوع آخر'),
            ],
          },
          {
            id: 'order-number',
            type: 'text',
            label: tr('Numéro de commande', 'Order number', 'رقم الطلبية'),
            required: true,
            maxLength: 20,
            showIf: { field: 'topic', in: ['order'] },
          },
          {
            id: 'message',
            type: 'textarea',
            label: tr('Message', 'Message', 'الرسالة'),
            required: true,
            maxLength: 2000,
          },
        ],
      },
    ],
  },
  {
    slug: 'custom-order',
    title: tr('Demande sur mesure', 'Custom order request', 'طلب حسب المقاس'),
    submitLabel: tr('Envoyer la demande', 'Send the request', 'إرسال الطلب'),
    indicator: 'connector',
    createsOrder: true,
    confirmation: [
      tr(
        'Merci ! Un artisan étudie votre demande et vous rappelle au créneau choisi.',
        'Thank you! An artisan is looking at your request and will call you back at the time you chose.',
        'شكرًا! يدرس حرفي طلبك وسيتصل بك في الموعد الذي اخترته.',
      ),
    ],
    pages: [
      {
        title: tr('Vous', 'You', 'أنتم'),
        fields: [
          { id: 'name', type: 'name', label: tr('Nom', 'Name', 'الاسم'), required: true },
          {
            id: 'email',
            type: 'email',
            label: tr('E-mail', 'Email', 'البريد الإلكتروني'),
            required: true,
            confirm: true,
          },
          {
            id: 'site',
            type: 'url',
            label: tr('Site ou page Instagram', 'Website or Instagram page', 'الموقع أو صفحة إنستغرام'),
          },
          {
            id: 'address',
            type: 'address',
            label: tr('Adresse de livraison', 'Delivery address', 'عنوان التوصيل'),
            required: true,
          },
        ],
      },
      {
        title: tr('La pièce', 'The piece', 'القطعة'),
        fields: [
          {
            id: 'piece',
            type: 'radio',
            label: tr('Pièce', 'Piece', 'القطعة'),
            required: true,
            choices: [
              choice('tiles', 'Zellige', 'Zellige tiles', 'زليج'),
              choice('rug', 'Tapis', 'Rug', 'زربية'),
              choice('ceramics', 'Service en céramique', 'Ceramic set', 'طقم خزف'),
            ],
          },
          {
            id: 'rug-size',
            type: 'number',
            label: tr('Surface du tapis (m²)', 'Rug area (m²)', 'مساحة الزربية (م²)'),
            required: true,
            min: 1,
            max: 24,
            step: 0.5,
            showIf: { field: 'piece', in: ['rug'] },
          },
          {
            id: 'colours',
            type: 'checkboxes',
            label: tr('Couleurs (trois au plus)', 'Colours (three at most)', 'الألوان (ثلاثة على الأكثر)'),
            limit: 3,
            choices: [
              choice('indigo', 'Indigo', 'Indigo', 'نيلي'),
              choice('saffron', 'Safran', 'Saffron', 'زعفراني'),
              choice('terracotta', 'Terre cuite', 'Terracotta', 'آجوري'),
              choice('mint', 'Menthe', 'Mint', 'نعناعي'),
              choice('ebony', 'Ébène', 'Ebony', 'أبنوسي'),
            ],
          },
          {
            id: 'sketch',
            type: 'file',
            label: tr('Croquis ou photos', 'Sketches or photos', 'رسومات أو صور'),
            description: tr(
              'PNG, JPEG, GIF ou PDF, 5 Mo par fichier, trois fichiers au plus.',
              'PNG, JPEG, GIF or PDF, 5 MB per file, three files at most.',
              'PNG أو JPEG أو GIF أو PDF، 5 ميغابايت لكل ملف، ثلاثة ملفات على الأكثر.',
            ),
            extensions: ['png', 'jpg', 'jpeg', 'gif', 'pdf'],
            maxFileSize: 5 * MB,
            maxFiles: 3,
          },
          { id: 'details', type: 'textarea', label: tr('Détails', 'Details', 'تفاصيل'), maxLength: 2000 },
        ],
      },
      {
        title: tr('Rendez-vous et acompte', 'Call and deposit', 'الموعد والعربون'),
        fields: [
          {
            id: 'call-date',
            type: 'date',
            label: tr('Jour de l’appel', 'Day of the call', 'يوم المكالمة'),
            required: true,
            disablePast: true,
            disableToday: true,
            disabledWeekdays: [5],
          },
          {
            id: 'phone',
            type: 'text',
            label: tr('Téléphone pour l’appel', 'Phone for the call', 'الهاتف للمكالمة'),
            // The Arabic example is isolated (LRI … PDI): its groups of digits keep their order in the sentence.
            description: tr(
              'Dix chiffres, comme 06 12 34 56 78.',
              'Ten digits, as in 06 12 34 56 78.',
              'عشرة أرقام، مثل \u206606 12 34 56 78\u2069.',
            ),
            mask: '99 99 99 99 99',
          },
          {
            id: 'call-time',
            type: 'time',
            label: tr('Heure de l’appel', 'Time of the call', 'ساعة المكالمة'),
            required: true,
            min: '09:00',
            max: '18:00',
          },
          {
            // The end of the window the shop may call in: never before its start.
            id: 'call-until',
            type: 'time',
            label: tr('Au plus tard à', 'No later than', 'في موعد أقصاه'),
            min: '09:00',
            max: '18:00',
            notBefore: 'call-time',
          },
          {
            id: 'deposit',
            type: 'payment',
            label: tr('Acompte', 'Deposit', 'العربون'),
            required: true,
            maxQuantity: 10,
            items: [
              choice('sample', 'Carreau d’essai', 'Sample tile', 'بلاطة تجريبية', 5000),
              choice('design', 'Étude du motif', 'Pattern design', 'دراسة الزخرفة', 20000),
            ],
          },
        ],
      },
    ],
  },
  RETURN_FORM,
];

/** A seeded form in one locale: every word in that locale. */
function inLocale(seed: FormSeed, locale: Locale): Omit<FormDefinition, 'id'> {
  const field = (f: FieldSeed): FormField => {
    const out: Record<string, unknown> = { ...f, label: f.label[locale] };
    if (f.description) out.description = f.description[locale];
    for (const key of ['choices', 'items'] as const)
      if (key in f) out[key] = (f as Record<string, ChoiceSeed[]>)[key]!.map((c) => ({ ...c, label: c.label[locale] }));
    return out as unknown as FormField;
  };
  return {
    title: seed.title[locale],
    submitLabel: seed.submitLabel[locale],
    indicator: seed.indicator,
    confirmation: seed.confirmation.map((p) => p[locale]),
    ...(seed.createsOrder ? { createsOrder: true } : {}),
    ...(seed.redirect ? { redirect: { url: `/${locale}${seed.redirect.path}`, newTab: seed.redirect.newTab } } : {}),
    pages: seed.pages.map((page): FormPage => ({
      ...(page.title ? { title: page.title[locale] } : {}),
      fields: page.fields.map(field),
    })),
  };
}

/** Writes the seeded forms, each checked as the store checks a form (a bad seed fails loudly). */
export async function writeForms(db: Db, seeds: FormSeed[] = FORM_SEEDS): Promise<void> {
  for (const seed of seeds) {
    const texts = Object.fromEntries(LOCALES.map((locale) => [locale, inLocale(seed, locale)]));
    for (const [locale, definition] of Object.entries(texts)) {
      const errors = validateFormDefinition(definition);
      if (errors.length > 0) throw new Error(`form seed ${seed.slug} (${locale}): ${JSON.stringify(errors)}`);
    }
    await upsertForm(db, seed.slug, { restrictedEmails: seed.restrictedEmails ?? [] }, texts);
  }
}

/** A shop seeded before forms existed gets the seeded forms on its next start (its own forms, if any, are kept). */
export async function writeFormsIfNone(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(forms);
  if ((row?.n ?? 0) > 0) return false;
  await writeForms(db);
  return true;
}
