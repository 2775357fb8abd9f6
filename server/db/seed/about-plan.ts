/** The about page: the shop's story, its links into the shop, and pictures of its pieces. */
import { type PageSeed, p, text } from './content-blocks';
import { MUG, WORKSHOP } from './content-pictures';
import { tr } from './types';

export const ABOUT_PAGE: PageSeed = {
  slug: 'about',
  title: tr('Notre histoire', 'Our story', 'قصتنا'),
  description: tr(
    'Zellige réunit des artisans marocains et celles et ceux qui aiment leurs objets.',
    'Zellige brings Moroccan artisans together with the people who love what they make.',
    'يجمع زليج الحرفيين المغاربة بمن يحبون ما يصنعونه.',
  ),
  blocks: [
    text(
      p(
        tr(
          'Zellige est né à Fès, dans une cour carrelée où trois potiers partageaient un four. ',
          'Zellige began in Fes, in a tiled courtyard where three potters shared a kiln. ',
          'وُلد زليج في فاس، في فناء مزخرف بالزليج كان يتقاسم فيه ثلاثة خزّافين فرنًا واحدًا. ',
        ),
        {
          text: tr('Chaque pièce est faite à la main', 'Every piece is made by hand', 'كل قطعة مصنوعة باليد'),
          strong: true,
        },
        tr(', puis emballée par nos soins.', ', then packed by us.', '، ثم نغلفها بأنفسنا.'),
      ),
      p(
        tr('Découvrez ', 'Browse ', 'اكتشفوا '),
        { text: tr('toute la boutique', 'the whole shop', 'المتجر كله'), href: '/shop/' },
        tr(' ou rencontrez ', ' or meet ', ' أو تعرّفوا على '),
        { text: tr('nos artisans', 'our artisans', 'حرفيينا'), href: '/artisans/' },
        tr('.', '.', '.'),
      ),
      p(
        tr('Ci-dessous, ', 'Below, ', 'في الأسفل، '),
        {
          text: tr('une tasse indigo de Safi', 'an indigo mug from Safi', 'كوب نيلي من آسفي'),
          picture: MUG,
        },
        tr(', peinte avant sa seconde cuisson.', ', painted before its second firing.', '، رُسم قبل حرقه الثاني.'),
      ),
    ),
    { type: 'image', picture: WORKSHOP[0]!, lightbox: true },
    {
      type: 'columns',
      columns: [
        [
          { type: 'heading', level: 2, text: tr('Fait main', 'Handmade', 'صناعة يدوية') },
          text(
            p(
              tr(
                'Tournées, peintes et cuites dans de petits ateliers, nos pièces ne sont jamais tout à fait identiques.',
                'Thrown, painted and fired in small workshops, no two of our pieces are quite alike.',
                'تُشكَّل قطعنا وتُرسم وتُحرق في ورشات صغيرة، فلا تتشابه قطعتان تمامًا.',
              ),
            ),
          ),
        ],
        [
          { type: 'heading', level: 2, text: tr('Payé au juste prix', 'Fairly paid', 'أجر عادل') },
          text(
            p(
              tr(
                'Les artisans fixent leurs prix ; nous ajoutons l’emballage et la livraison, rien de plus.',
                'The artisans set their prices; we add packing and delivery, nothing more.',
                'يحدد الحرفيون أسعارهم، ونضيف التغليف والتوصيل فقط.',
              ),
            ),
          ),
        ],
      ],
    },
    {
      type: 'cta',
      text: tr('Voir la boutique', 'Visit the shop', 'زوروا المتجر'),
      href: '/shop/',
      emphasis: 'primary',
    },
  ],
};
