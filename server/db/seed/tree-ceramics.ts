import { type CategorySeed, tr } from './types';

const CERAMIC_COLOURS = [
  'majorelle-blue',
  'mint-green',
  'terracotta',
  'saffron',
  'pomegranate',
  'chalk-white',
  'turquoise',
  'indigo',
  'ebony',
];
const CERAMIC_DECORS = ['star', 'zellige', 'geometric', 'floral', 'painted', 'arabesque', 'dotted', 'striped'];
const CERAMIC_ORIGINS = ['fes', 'safi', 'tamegroute', 'sale', 'marrakech', 'meknes', 'chefchaouen'];

/** Ceramics (mugs, bowls, plates) and tagines. */
export const CERAMIC_CATEGORIES: CategorySeed[] = [
  {
    slug: 'ceramics',
    name: tr('Céramique', 'Ceramics', 'الخزف'),
    description: tr(
      'Poteries émaillées de Fès, Safi et Tamegroute, tournées et peintes à la main.',
      'Glazed pottery from Fès, Safi and Tamegroute, thrown and painted by hand.',
      'فخار مزجج من فاس وآسفي وتمكروت، مشكّل ومرسوم يدويًا.',
    ),
    silhouette: 'plate',
    colour: '#1f4fa3',
    children: [
      {
        slug: 'handmade-mugs',
        name: tr('Mugs artisanaux', 'Handmade Mugs', 'أكواب مصنوعة يدويًا'),
        description: tr(
          'Des mugs tournés et émaillés à la main, pour le thé comme pour le café.',
          'Mugs thrown and glazed by hand, for tea and coffee alike.',
          'أكواب مشكّلة ومزجّجة يدويًا، للشاي والقهوة على حد سواء.',
        ),
        silhouette: 'mug',
        colour: '#2a9d9a',
        recipe: {
          count: 40,
          code: 'MUG',
          family: 'ceramic',
          kinds: [
            { noun: tr('mug en céramique', 'ceramic mug', 'كوب خزفي'), material: 'ceramic' },
            { noun: tr('mug émaillé', 'glazed mug', 'كوب مزجج'), material: 'ceramic' },
            { noun: tr('tasse en terre cuite', 'terracotta cup', 'فنجان فخاري'), material: 'terracotta-clay' },
            { noun: tr('mug à café', 'coffee mug', 'كوب قهوة'), material: 'ceramic' },
          ],
          decors: CERAMIC_DECORS,
          origins: CERAMIC_ORIGINS,
          colours: CERAMIC_COLOURS,
          priceMad: [90, 220],
          weightGrams: [260, 420],
          dimensionsMm: [
            [110, 130],
            [80, 95],
            [85, 105],
          ],
          variableShare: 0.35,
          sizes: ['small', 'large'],
        },
      },
      {
        slug: 'bowls',
        name: tr('Bols', 'Bowls', 'زبادي وأوعية'),
        description: tr(
          'Bols à soupe, saladiers et zlafas pour la harira.',
          'Soup bowls, salad bowls and zlafas for harira.',
          'زلافات للحريرة وسلطانيات وأوعية للحساء.',
        ),
        silhouette: 'bowl',
        colour: '#c4622d',
        recipe: {
          count: 16,
          code: 'BWL',
          family: 'ceramic',
          kinds: [
            { noun: tr('bol en céramique', 'ceramic bowl', 'زبدية خزفية'), material: 'ceramic' },
            { noun: tr('saladier', 'salad bowl', 'سلطانية'), material: 'ceramic' },
            { noun: tr('bol à harira', 'harira bowl', 'زلافة الحريرة'), material: 'terracotta-clay' },
          ],
          decors: CERAMIC_DECORS,
          origins: CERAMIC_ORIGINS,
          colours: CERAMIC_COLOURS,
          priceMad: [120, 350],
          weightGrams: [300, 1200],
          dimensionsMm: [
            [140, 280],
            [140, 280],
            [60, 120],
          ],
          variableShare: 0.4,
          sizes: ['small', 'medium', 'large'],
        },
      },
      {
        slug: 'plates',
        name: tr('Assiettes', 'Plates', 'صحون'),
        description: tr(
          'Assiettes plates, à dessert et plats de service peints à la main.',
          'Dinner plates, dessert plates and serving platters painted by hand.',
          'صحون مسطحة وصحون حلويات وأطباق تقديم مرسومة يدويًا.',
        ),
        silhouette: 'plate',
        colour: '#3f8f6b',
        recipe: {
          count: 14,
          code: 'PLT',
          family: 'ceramic',
          kinds: [
            { noun: tr('assiette plate', 'dinner plate', 'صحن مسطح'), material: 'ceramic' },
            { noun: tr('assiette à dessert', 'dessert plate', 'صحن حلويات'), material: 'ceramic' },
            { noun: tr('plat de service', 'serving platter', 'طبق تقديم'), material: 'ceramic' },
          ],
          decors: CERAMIC_DECORS,
          origins: CERAMIC_ORIGINS,
          colours: CERAMIC_COLOURS,
          priceMad: [150, 420],
          weightGrams: [450, 1600],
          dimensionsMm: [
            [200, 380],
            [200, 380],
            [20, 45],
          ],
          variableShare: 0.3,
          sizes: [],
        },
      },
    ],
  },
  {
    slug: 'tagines',
    name: tr('Tajines', 'Tagines', 'طواجن'),
    description: tr(
      'Tajines de cuisson en argile et tajines de service émaillés.',
      'Clay cooking tagines and glazed serving tagines.',
      'طواجن طينية للطهي وطواجن مزججة للتقديم.',
    ),
    silhouette: 'tagine',
    colour: '#a8232e',
    recipe: {
      count: 14,
      code: 'TAG',
      family: 'ceramic',
      kinds: [
        { noun: tr('tajine de cuisson', 'cooking tagine', 'طاجين للطهي'), material: 'terracotta-clay' },
        { noun: tr('tajine de service', 'serving tagine', 'طاجين للتقديم'), material: 'ceramic' },
        { noun: tr('mini tajine', 'mini tagine', 'طاجين صغير'), material: 'ceramic' },
      ],
      decors: ['star', 'zellige', 'painted', 'arabesque', 'geometric', 'floral'],
      origins: ['safi', 'marrakech', 'sale', 'ouarzazate', 'fes'],
      colours: ['terracotta', 'majorelle-blue', 'mint-green', 'pomegranate', 'saffron', 'ebony', 'sand'],
      priceMad: [180, 900],
      weightGrams: [900, 4200],
      dimensionsMm: [
        [200, 340],
        [200, 340],
        [160, 320],
      ],
      variableShare: 0.45,
      sizes: ['small', 'medium', 'large'],
    },
  },
];
