/**
 * The pictures the content pages show, in three locales: seeded ceramics (their main pictures) and the artisans at
 * work (drawings of their own).
 */
import { drawing, picture } from './content-blocks';
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

/** The artisans at work, drawn: the artisans page's carousel and gallery. */
export const ARTISANS = [
  drawing(
    'potter',
    tr(
      'Un potier de Safi monte un vase au tour',
      'A Safi potter raising a vase on the wheel',
      'خزّاف من آسفي يرفع مزهرية على الدولاب',
    ),
    tr('Au tour', 'At the wheel', 'على الدولاب'),
    tr(
      'Le tour à pied tourne pendant que l’argile monte entre ses mains.',
      'The kick wheel turns while the clay rises between his hands.',
      'يدور الدولاب بالقدم بينما يرتفع الطين بين يديه.',
    ),
  ),
  drawing(
    'painter',
    tr(
      'Une peintre trace au pinceau le décor bleu d’une assiette',
      'A painter brushing the blue pattern onto a plate',
      'رسّامة ترسم بالفرشاة زخرفة زرقاء على صحن',
    ),
    tr('Au pinceau', 'By brush', 'بالفرشاة'),
    tr(
      'Chaque motif est peint à main levée avant la cuisson.',
      'Every pattern is painted freehand before the firing.',
      'تُرسم كل زخرفة باليد قبل الحرق.',
    ),
  ),
  drawing(
    'weaver',
    tr(
      'Une tisserande du Moyen Atlas noue un tapis sur son métier',
      'A Middle Atlas weaver knotting a rug on her loom',
      'نسّاجة من الأطلس المتوسط تعقد زربية على منسجها',
    ),
    tr('Au métier', 'At the loom', 'على المنسج'),
    tr(
      'Rang après rang, le losange du tapis apparaît.',
      'Row after row, the rug’s diamond appears.',
      'صفًّا بعد صف، يظهر معيّن الزربية.',
    ),
  ),
  drawing(
    'leather',
    tr(
      'Un maroquinier de Fès coud une babouche jaune',
      'A Fes leather worker stitching a yellow babouche',
      'صانع جلد من فاس يخيط بلغة صفراء',
    ),
    tr('Le cuir de Fès', 'Fes leather', 'جلد فاس'),
    tr(
      'Les peaux teintes sèchent au mur de l’atelier.',
      'The dyed hides dry on the workshop wall.',
      'تجف الجلود المصبوغة على جدار الورشة.',
    ),
  ),
  drawing(
    'smith',
    tr(
      'Un dinandier de Marrakech perce une lanterne au marteau',
      'A Marrakech metalsmith piercing a lantern with his hammer',
      'نحّاس من مراكش يثقب فانوسًا بمطرقته',
    ),
    tr('Les lanternes', 'The lanterns', 'الفوانيس'),
    tr(
      'Chaque trou percé deviendra un point de lumière.',
      'Every hole pierced becomes a point of light.',
      'كل ثقب يصير نقطة ضوء.',
    ),
  ),
];
