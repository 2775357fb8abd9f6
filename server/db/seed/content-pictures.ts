/** The workshop pictures the content pages show: seeded ceramics, their main pictures, in three locales. */
import { picture } from './content-blocks';
import { tr } from './types';

export const MUG = 'arabesque-coffee-mug-from-safi-indigo';
export const BOWL = 'floral-harira-bowl-from-safi-turquoise';
export const PLATE = 'hand-painted-dinner-plate-from-safi-majorelle-blue';
export const PLATTER = 'striped-serving-platter-from-safi-ebony-black';
export const SALAD = 'dotted-salad-bowl-from-fes-mint-green';
export const RED_MUG = 'zellige-pattern-ceramic-mug-from-fes-pomegranate-red';

export const WORKSHOP = [
  picture(
    MUG,
    tr('Tasse à café indigo peinte à Safi', 'Indigo coffee mug painted in Safi', 'كوب قهوة نيلي مرسوم في آسفي'),
    tr('Safi', 'Safi', 'آسفي'),
    tr(
      'Les arabesques sont tracées à main levée avant la seconde cuisson.',
      'The arabesques are drawn freehand before the second firing.',
      'تُرسم الزخارف باليد قبل الحرق الثاني.',
    ),
  ),
  picture(
    BOWL,
    tr('Bol à harira turquoise à fleurs', 'Turquoise floral harira bowl', 'زبدية حريرة فيروزية مزهرة'),
    tr('Le bol à harira', 'The harira bowl', 'زبدية الحريرة'),
    tr('Émail turquoise sur terre rouge.', 'Turquoise glaze on red clay.', 'طلاء فيروزي على طين أحمر.'),
  ),
  picture(
    PLATE,
    tr(
      'Assiette bleu Majorelle peinte à la main',
      'Hand-painted Majorelle blue plate',
      'صحن بالأزرق الماجوريلي مرسوم باليد',
    ),
    tr('Bleu Majorelle', 'Majorelle blue', 'أزرق ماجوريل'),
    tr(
      'Un bleu né dans les jardins de Marrakech.',
      'A blue born in the gardens of Marrakech.',
      'لون أزرق وُلد في حدائق مراكش.',
    ),
  ),
  picture(
    PLATTER,
    tr('Plat de service rayé noir ébène', 'Ebony black striped serving platter', 'طبق تقديم مخطط بالأسود الأبنوسي'),
    tr('Le plat rayé', 'The striped platter', 'الطبق المخطط'),
  ),
  picture(
    SALAD,
    tr(
      'Saladier à pois vert menthe de Fès',
      'Mint green dotted salad bowl from Fes',
      'سلطانية منقطة بالأخضر النعناعي من فاس',
    ),
  ),
];
