import { type Tr, tr } from './types';

/** Seeded attribute terms. Colour terms carry the swatch colour used by the swatches and the product pictures. */
export interface TermSeed {
  slug: string;
  name: Tr;
  swatch?: string;
}

export interface AttributeSeed {
  slug: 'colour' | 'size' | 'material';
  type: 'select' | 'colour';
  name: Tr;
  terms: TermSeed[];
}

export const COLOURS: TermSeed[] = [
  { slug: 'majorelle-blue', swatch: '#1f4fa3', name: tr('bleu Majorelle', 'Majorelle blue', 'أزرق ماجوريل') },
  { slug: 'mint-green', swatch: '#3f8f6b', name: tr('vert menthe', 'mint green', 'أخضر نعناعي') },
  { slug: 'terracotta', swatch: '#c4622d', name: tr('terre cuite', 'terracotta', 'آجري') },
  { slug: 'saffron', swatch: '#d99a1b', name: tr('jaune safran', 'saffron yellow', 'أصفر زعفراني') },
  { slug: 'pomegranate', swatch: '#a8232e', name: tr('rouge grenade', 'pomegranate red', 'أحمر رماني') },
  { slug: 'chalk-white', swatch: '#ece5d8', name: tr('blanc craie', 'chalk white', 'أبيض طباشيري') },
  { slug: 'ebony', swatch: '#2b2725', name: tr('noir ébène', 'ebony black', 'أسود أبنوسي') },
  { slug: 'turquoise', swatch: '#2a9d9a', name: tr('turquoise', 'turquoise', 'فيروزي') },
  { slug: 'sand', swatch: '#cdb38b', name: tr('sable', 'sand', 'رملي') },
  { slug: 'indigo', swatch: '#2d3a6e', name: tr('bleu indigo', 'indigo', 'نيلي') },
];

export const SIZES: TermSeed[] = [
  { slug: 'small', name: tr('petit', 'small', 'صغير') },
  { slug: 'medium', name: tr('moyen', 'medium', 'متوسط') },
  { slug: 'large', name: tr('grand', 'large', 'كبير') },
  { slug: 'extra-large', name: tr('très grand', 'extra large', 'كبير جدا') },
  // Shoe sizes read the same in every locale (Western digits are the norm in Morocco).
  ...['38', '39', '40', '41', '42', '43'].map((n) => ({ slug: `eu-${n}`, name: tr(n, n, n) })),
];

export const MATERIALS: TermSeed[] = [
  { slug: 'ceramic', name: tr('céramique', 'ceramic', 'خزف') },
  { slug: 'terracotta-clay', name: tr('argile cuite', 'terracotta clay', 'طين مشوي') },
  { slug: 'wool', name: tr('laine', 'wool', 'صوف') },
  { slug: 'cotton', name: tr('coton', 'cotton', 'قطن') },
  { slug: 'cactus-silk', name: tr('soie de cactus', 'cactus silk', 'حرير الصبار') },
  { slug: 'leather', name: tr('cuir', 'leather', 'جلد') },
  { slug: 'brass', name: tr('laiton', 'brass', 'نحاس أصفر') },
  { slug: 'copper', name: tr('cuivre', 'copper', 'نحاس أحمر') },
  { slug: 'silver', name: tr('argent', 'silver', 'فضة') },
  { slug: 'thuya-wood', name: tr('bois de thuya', 'thuya wood', 'خشب العرعار') },
];

export const ATTRIBUTES: AttributeSeed[] = [
  { slug: 'colour', type: 'colour', name: tr('Couleur', 'Colour', 'اللون'), terms: COLOURS },
  { slug: 'size', type: 'select', name: tr('Taille', 'Size', 'المقاس'), terms: SIZES },
  { slug: 'material', type: 'select', name: tr('Matière', 'Material', 'المادة'), terms: MATERIALS },
];

export function colour(slug: string): TermSeed {
  const term = COLOURS.find((c) => c.slug === slug);
  if (!term) throw new Error(`unknown colour ${slug}`);
  return term;
}
