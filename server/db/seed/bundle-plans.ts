import type { bundles } from '../schema/index';
import { type Tr, tr } from './types';

export interface BundleItemSeed {
  /** The seeded product, by slug. */
  slug: string;
  /** The variation the bundle names, by attributes; none leaves a variable item's choice to the shopper. */
  variation?: Record<string, string>;
  /** Default 1. */
  quantity?: number;
  /** An optional bundle's limits on this item (default 0 and none). */
  min?: number;
  max?: number;
}

export interface BundleSeed {
  slug: string;
  sku: string;
  /** Among its items' categories. */
  category: string;
  name: Tr;
  short: Tr;
  long: Tr;
  rules: Omit<typeof bundles.$inferInsert, 'productId'>;
  /** A fixed-price bundle's own prices (centimes); an auto-priced one is priced from its items. */
  prices?: { regular: number; sale: number };
  items: BundleItemSeed[];
}

const CERAMIC_CARE = tr(
  'Lavage à la main conseillé. Ne convient pas au four à micro-ondes.',
  'Hand washing recommended. Not suitable for the microwave.',
  'يُنصح بالغسل اليدوي. لا تصلح للاستعمال في فرن الميكروويف.',
);

const paragraphs = (...parts: Tr[]): Tr =>
  tr(parts.map((p) => p.fr).join('\n\n'), parts.map((p) => p.en).join('\n\n'), parts.map((p) => p.ar).join('\n\n'));

/** The optional bundle the journeys, the harness and the benchmarks open: built up by the shopper. */
export const OPTIONAL_BUNDLE = 'build-your-own-coffee-set';

/** The demo bundles, one per way a bundle is priced or chosen. Items are in stock and sold without a sale window. */
export const BUNDLES: BundleSeed[] = [
  {
    // Fixed price: its own price, below what the pieces cost together.
    slug: 'kilim-salon-set',
    sku: 'ZL-SET-001',
    category: 'cushions-poufs',
    name: tr(
      'Ensemble salon kilim, coussins et pouf',
      'Kilim salon set with cushions and pouf',
      'طقم صالون من الحنبل مع وسائد وبوف',
    ),
    short: tr(
      'Deux housses de coussin kilim indigo, une housse kilim terre cuite et un pouf en cuir sable, réunis à un prix d’ensemble.',
      'Two indigo kilim cushion covers, a terracotta kilim cover and a sand leather pouf, together at one set price.',
      'غطاءا وسادتين من الحنبل بلون نيلي، وغطاء حنبل آجري، وبوف جلدي رملي، معًا بسعر طقم واحد.',
    ),
    long: paragraphs(
      tr(
        'Un coin salon complet, tissé et cousu à la main à Fès : deux housses de coussin kilim indigo, une housse kilim berbère terre cuite et un pouf en cuir couleur sable.',
        'A whole salon corner, woven and stitched by hand in Fès: two indigo kilim cushion covers, a terracotta Berber kilim cover and a sand-coloured leather pouf.',
        'ركن صالون كامل منسوج ومخيط يدويًا في فاس: غطاءا وسادتين من الحنبل بلون نيلي، وغطاء حنبل أمازيغي آجري، وبوف جلدي بلون الرمل.',
      ),
      tr(
        'L’ensemble est vendu à son propre prix, inférieur à celui des pièces achetées séparément.',
        'The set sells at a price of its own, lower than the pieces bought one by one.',
        'يُباع الطقم بسعر خاص به، أقل من سعر القطع إذا اشتُريت منفردة.',
      ),
      tr(
        'Aspirer les housses régulièrement ; nourrir le cuir du pouf avec une crème incolore.',
        'Vacuum the covers regularly; feed the pouf’s leather with a colourless cream.',
        'تُنظَّف الأغطية بالمكنسة الكهربائية بانتظام، ويُغذّى جلد البوف بكريم عديم اللون.',
      ),
    ),
    rules: { fixedPrice: true },
    prices: { regular: 320_500, sale: 260_000 },
    items: [
      { slug: 'arabesque-kilim-cushion-cover-from-fes-indigo', quantity: 2 },
      { slug: 'berber-style-kilim-cushion-cover-from-fes-terracotta' },
      { slug: 'floral-leather-pouf-from-fes-sand' },
    ],
  },
  {
    // A percentage off each of its simple items.
    slug: 'indigo-breakfast-set',
    sku: 'ZL-SET-002',
    category: 'bowls',
    name: tr('Service petit-déjeuner bleu indigo', 'Indigo breakfast set', 'طقم فطور باللون النيلي'),
    short: tr(
      'Deux mugs, un saladier et une assiette plate en céramique bleue : 10 % de remise sur chaque pièce.',
      'Two mugs, a salad bowl and a dinner plate in blue ceramic: 10% off every piece.',
      'كوبان وسلطانية وصحن مسطح من الخزف الأزرق، بخصم 10٪ على كل قطعة.',
    ),
    long: paragraphs(
      tr(
        'Une table du matin en camaïeu de bleus : deux mugs en céramique de Tamegroute, un saladier à pois de Salé et une assiette plate peinte à la main à Safi.',
        'A morning table in shades of blue: two ceramic mugs from Tamegroute, a dotted salad bowl from Salé and a dinner plate painted by hand in Safi.',
        'مائدة صباحية بدرجات الأزرق: كوبان خزفيان من تامكروت، وسلطانية منقطة من سلا، وصحن مسطح مرسوم يدويًا في آسفي.',
      ),
      tr(
        'Le prix de l’ensemble suit celui des pièces, moins 10 % sur chacune.',
        'The set’s price follows the pieces’ prices, less 10% on each.',
        'يتبع سعر الطقم أسعار قطعه، مع خصم 10٪ على كل واحدة منها.',
      ),
      CERAMIC_CARE,
    ),
    rules: { discountPpm: 100_000 },
    items: [
      { slug: 'zellige-pattern-ceramic-mug-from-tamegroute-indigo', quantity: 2 },
      { slug: 'dotted-salad-bowl-from-sale-indigo' },
      { slug: 'hand-painted-dinner-plate-from-safi-majorelle-blue' },
    ],
  },
  {
    // Optional: the shopper builds it up to 3–8 pieces, each design within its own limits.
    slug: OPTIONAL_BUNDLE,
    sku: 'ZL-SET-003',
    category: 'bowls',
    name: tr('Service à café à composer', 'Build-your-own coffee set', 'طقم قهوة حسب اختيارك'),
    short: tr(
      'Composez votre service de 3 à 8 pièces parmi quatre mugs et bols : 15 % de remise sur l’ensemble.',
      'Make up your own set of 3 to 8 pieces from four mugs and bowls: 15% off the whole set.',
      'كوّن طقمك من 3 إلى 8 قطع من بين أربعة أكواب وزلافات، بخصم 15٪ على الطقم كله.',
    ),
    long: paragraphs(
      tr(
        'Choisissez combien de pièces de chaque modèle vous voulez : un mug indigo de Safi, un mug rouge grenade de Fès, un mug blanc craie de Salé et un bol à harira turquoise de Safi.',
        'Choose how many pieces of each design you want: an indigo mug from Safi, a pomegranate-red mug from Fès, a chalk-white mug from Salé and a turquoise harira bowl from Safi.',
        'اختر عدد القطع التي تريدها من كل نموذج: كوب نيلي من آسفي، وكوب أحمر رماني من فاس، وكوب أبيض طباشيري من سلا، وزلافة حريرة فيروزية من آسفي.',
      ),
      tr(
        'Le service compte de 3 à 8 pièces en tout, et chaque modèle a ses propres limites. La remise de 15 % s’applique à chaque pièce.',
        'The set counts 3 to 8 pieces in all, and each design has limits of its own. The 15% discount applies to every piece.',
        'يضم الطقم من 3 إلى 8 قطع في المجموع، ولكل نموذج حدوده الخاصة. يُطبَّق خصم 15٪ على كل قطعة.',
      ),
      CERAMIC_CARE,
    ),
    rules: { discountPpm: 150_000, optional: true, minQty: 3, maxQty: 8 },
    // Two pieces by default: the shopper adds at least one more.
    items: [
      { slug: 'arabesque-coffee-mug-from-safi-indigo', quantity: 1, min: 1, max: 4 },
      { slug: 'zellige-pattern-ceramic-mug-from-fes-pomegranate-red', quantity: 1, max: 4 },
      { slug: 'arabesque-coffee-mug-from-sale-chalk-white', quantity: 0, max: 4 },
      { slug: 'floral-harira-bowl-from-safi-turquoise', quantity: 0, max: 2 },
    ],
  },
  {
    // A fixed amount off, ordered between two totals.
    slug: 'family-tagine-dinner-set',
    sku: 'ZL-SET-004',
    category: 'tagines',
    name: tr(
      'Dîner en famille autour du tajine de cuisson',
      'Family dinner set around a cooking tagine',
      'طقم عشاء عائلي حول طاجين الطهي',
    ),
    short: tr(
      'Un tajine de cuisson, des assiettes plates et un plat de service, en quantités à votre choix : 50 MAD de remise sur l’ensemble.',
      'A cooking tagine, dinner plates and a serving platter in the quantities you choose: 50 MAD off the set.',
      'طاجين للطهي وصحون مسطحة وطبق تقديم بالكميات التي تختارها، مع خصم 50 درهمًا على الطقم.',
    ),
    long: paragraphs(
      tr(
        'Tout pour servir un tajine à la famille : un tajine de cuisson noir ébène de Safi, des assiettes plates rouge grenade de Marrakech et un plat de service rayé de Safi.',
        'Everything to serve a tagine to the family: an ebony-black cooking tagine from Safi, pomegranate-red dinner plates from Marrakech and a striped serving platter from Safi.',
        'كل ما تحتاجه لتقديم الطاجين للعائلة: طاجين للطهي أسود أبنوسي من آسفي، وصحون مسطحة حمراء رمانية من مراكش، وطبق تقديم مخطط من آسفي.',
      ),
      tr(
        'Ajustez le nombre d’assiettes et de plats à votre tablée ; le tajine reste au centre. L’ensemble se commande entre 800 et 2 000 MAD, remise de 50 MAD comprise.',
        'Set the number of plates and platters to your table; the tagine stays at the centre. The set is ordered between 800 and 2,000 MAD, the 50 MAD discount included.',
        'حدّد عدد الصحون والأطباق حسب عدد الضيوف، ويبقى الطاجين في الوسط. يُطلب الطقم بمبلغ بين 800 و2000 درهم، بعد احتساب خصم 50 درهمًا.',
      ),
      tr(
        'Lavage à la main conseillé. Laisser le tajine refroidir avant de le laver.',
        'Hand washing recommended. Let the tagine cool before washing it.',
        'يُنصح بالغسل اليدوي. اترك الطاجين يبرد قبل غسله.',
      ),
    ),
    rules: { discountAmount: 5_000, optional: true, totalMin: 80_000, totalMax: 200_000 },
    items: [
      { slug: 'arabesque-cooking-tagine-from-safi-ebony-black', quantity: 1, min: 1, max: 1 },
      { slug: 'arabesque-dinner-plate-from-marrakech-pomegranate-red', quantity: 4, max: 8 },
      { slug: 'striped-serving-platter-from-safi-ebony-black', quantity: 1, max: 2 },
    ],
  },
  {
    // A named variation and a variable item whose colour the shopper picks.
    slug: 'leather-satchel-and-babouches-set',
    sku: 'ZL-SET-005',
    category: 'bags',
    name: tr('Ensemble cuir : sacoche et babouches', 'Leather satchel and babouches set', 'طقم جلدي: حقيبة كتف وبلغة'),
    short: tr(
      'Une sacoche indigo de Tétouan et des babouches pointues de Fès dont vous choisissez la couleur : 5 % de remise.',
      'An indigo satchel from Tétouan and pointed babouches from Fès in the colour you choose: 5% off.',
      'حقيبة كتف نيلية من تطوان وبلغة مدببة من فاس باللون الذي تختاره، بخصم 5٪.',
    ),
    long: paragraphs(
      tr(
        'Deux pièces de cuir tanné de façon végétale et cousu à la main : une sacoche bleu indigo de Tétouan et une paire de babouches pointues de Fès.',
        'Two pieces of vegetable-tanned leather stitched by hand: an indigo satchel from Tétouan and a pair of pointed babouches from Fès.',
        'قطعتان من الجلد المدبوغ بطريقة نباتية والمخيط يدويًا: حقيبة كتف نيلية من تطوان، وزوج بلغة مدببة من فاس.',
      ),
      tr(
        'La sacoche est en indigo ; pour les babouches, choisissez la couleur sur la page. La remise de 5 % s’applique à chaque pièce.',
        'The satchel comes in indigo; choose the babouches’ colour on the page. The 5% discount applies to every piece.',
        'الحقيبة باللون النيلي، أما البلغة فاختر لونها في الصفحة. يُطبَّق خصم 5٪ على كل قطعة.',
      ),
      tr(
        'Nourrir le cuir avec une crème incolore et le tenir à l’écart de l’eau.',
        'Feed the leather with a colourless cream and keep it away from water.',
        'يُغذّى الجلد بكريم عديم اللون ويُبعد عن الماء.',
      ),
    ),
    rules: { discountPpm: 50_000 },
    items: [
      { slug: 'diamond-pattern-satchel-from-tetouan', variation: { colour: 'indigo' } },
      { slug: 'arabesque-pointed-babouches-from-fes' },
    ],
  },
];
