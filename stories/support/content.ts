/**
 * Content blocks for the content stories, in the story's locale: pictures from the listing fixture's mugs (their
 * files served at /media) and product cards from the same listing. Not a story file.
 */
import type { Locale } from '@domain/locales';
import type { Picture } from '@domain/content/blocks';
import type { ListingPage } from '@features/catalogue/model/listing-types';
import type { ContentBlock } from '@features/content/model/types';
import { fixture } from '../../tests/support/fixtures/routes';
import { galleryImages } from './gallery';

export function pictures(locale: Locale, count = 5): Picture[] {
  return galleryImages(locale, count).map((image, i) => ({
    asset: i + 1,
    alt: image.alt,
    title: image.title,
    description: image.caption,
    image: {
      id: i + 1,
      src: image.slideSrc,
      srcset: image.slideSrcSet,
      sizes: '100vw',
      width: image.width,
      height: image.height,
      alt: image.alt,
      full: { src: image.src, width: 1200, height: 1200 },
      thumbnail: { src: image.thumbSrc, width: 300, height: 300 },
    },
  }));
}

export const cards = (locale: Locale) =>
  fixture<ListingPage>('catalogue/listing:handmade-mugs-1', locale).items.slice(0, 6);

/** Words of the stories' blocks, per locale. */
const WORDS = {
  fr: {
    heading: 'Fait main à Fès',
    text: 'Chaque pièce est tournée, peinte et cuite dans de petits ateliers. ',
    strong: 'Aucune n’est tout à fait identique',
    link: 'Voir la boutique',
    outside: 'le musée Batha',
    pictureText: 'Le four de l’atelier, ',
    pictureLink: 'photographié au petit matin',
    carousel: 'Les ateliers en images',
    gallery: 'Pièces d’atelier',
    products: 'Pièces à personnaliser',
    section: 'Délais de livraison',
    sectionText: 'Casablanca, Rabat et Fès : 1 à 2 jours ouvrés.',
    cta: 'Nous écrire',
    popup: 'Une question ? Écrivez-nous',
  },
  en: {
    heading: 'Handmade in Fes',
    text: 'Every piece is thrown, painted and fired in small workshops. ',
    strong: 'No two are quite alike',
    link: 'Visit the shop',
    outside: 'the Batha museum',
    pictureText: 'The workshop’s kiln, ',
    pictureLink: 'photographed at dawn',
    carousel: 'The workshops in pictures',
    gallery: 'From the workshops',
    products: 'Pieces to make your own',
    section: 'Delivery times',
    sectionText: 'Casablanca, Rabat and Fes: 1 to 2 working days.',
    cta: 'Write to us',
    popup: 'A question? Write to us',
  },
  ar: {
    heading: 'صناعة يدوية في فاس',
    text: 'تُشكَّل كل قطعة وتُرسم وتُحرق في ورشات صغيرة. ',
    strong: 'لا تتشابه قطعتان تمامًا',
    link: 'زوروا المتجر',
    outside: 'متحف البطحاء',
    pictureText: 'فرن الورشة، ',
    pictureLink: 'مصوَّرًا عند الفجر',
    carousel: 'الورشات بالصور',
    gallery: 'من الورشات',
    products: 'قطع يمكن تخصيصها',
    section: 'مواعيد التوصيل',
    sectionText: 'الدار البيضاء والرباط وفاس: من يوم إلى يومي عمل.',
    cta: 'راسلونا',
    popup: 'سؤال؟ راسلونا',
  },
} as const;

export const words = (locale: Locale) => WORDS[locale];

/** A paragraph whose link leads to a picture's file (it opens in the lightbox). */
export function textWithPictureLink(locale: Locale): ContentBlock {
  const w = WORDS[locale];
  const file = pictures(locale, 1)[0]!.image!.full.src;
  return { type: 'text', paragraphs: [[{ text: w.pictureText }, { text: w.pictureLink, href: file }, { text: '.' }]] };
}

/** One block of each kind, as a page would hold them (an embedded form has its own stories). */
export function blocks(locale: Locale): Record<Exclude<ContentBlock['type'], 'form'>, ContentBlock> {
  const w = WORDS[locale];
  return {
    heading: { type: 'heading', level: 2, text: w.heading },
    text: {
      type: 'text',
      paragraphs: [
        [{ text: w.text }, { text: w.strong, strong: true }, { text: '.' }],
        [{ text: w.link, href: '/shop/' }, { text: ' · ' }, { text: w.outside, href: 'https://example.ma/', em: true }],
      ],
    },
    image: { type: 'image', picture: pictures(locale, 1)[0]!, lightbox: true },
    gallery: { type: 'gallery', title: w.gallery, pictures: pictures(locale) },
    'image-carousel': {
      type: 'image-carousel',
      label: w.carousel,
      pictures: pictures(locale),
      items: { desktop: 3, tablet_extra: 2, mobile_extra: 1 },
      pagination: 'bullets',
    },
    'product-carousel': {
      type: 'product-carousel',
      title: w.products,
      products: [],
      cards: cards(locale),
      items: { desktop: 4, tablet_extra: 3, mobile_extra: 2 },
    },
    collapsible: {
      type: 'collapsible',
      title: w.section,
      titleLevel: 2,
      on: ['mobile'],
      status: 'closed',
      blocks: [{ type: 'text', paragraphs: [[{ text: w.sectionText }]] }],
    },
    columns: {
      type: 'columns',
      columns: [
        [
          { type: 'heading', level: 2, text: w.heading },
          { type: 'text', paragraphs: [[{ text: w.text }]] },
        ],
        [
          { type: 'heading', level: 2, text: w.strong },
          { type: 'text', paragraphs: [[{ text: w.sectionText }]] },
        ],
      ],
    },
    cta: { type: 'cta', text: w.cta, href: '/contact/', emphasis: 'primary' },
  };
}
