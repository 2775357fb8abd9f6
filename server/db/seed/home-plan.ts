/** The home page's editorial part, under the hero and the catalogue (its title names it in the page list only). */
import { type PageSeed, h2, p, text } from './content-blocks';
import { WORKSHOP } from './content-pictures';
import { tr } from './types';

export const HOME_PAGE: PageSeed = {
  slug: 'home',
  title: tr('Accueil', 'Home', 'الرئيسية'),
  description: tr(
    'Les ateliers derrière la boutique, et les pièces faites pour vous.',
    'The workshops behind the shop, and pieces made for you.',
    'الورشات وراء المتجر، وقطع تُصنع لكم.',
  ),
  blocks: [
    h2('Dans nos ateliers', 'In our workshops', 'في ورشاتنا'),
    {
      type: 'image-carousel',
      label: tr('Les ateliers en images', 'The workshops in pictures', 'الورشات بالصور'),
      pictures: WORKSHOP,
      items: { desktop: 4, tablet_extra: 2, mobile_extra: 1 },
      autoplay: 3000,
      pagination: 'bullets',
      loop: true,
    },
    text(
      p(
        tr(
          'À Safi, Fès et Marrakech, des familles de potiers, de tisserands et de maroquiniers façonnent chaque pièce. ',
          'In Safi, Fes and Marrakech, families of potters, weavers and leatherworkers shape every piece. ',
          'في آسفي وفاس ومراكش، تصنع عائلات من الخزّافين والنسّاجين والدبّاغين كل قطعة. ',
        ),
        { text: tr('Rencontrez-les', 'Meet them', 'تعرّفوا عليهم'), href: '/artisans/' },
        tr('.', '.', '.'),
      ),
    ),
    {
      type: 'cta',
      text: tr('Demander une pièce sur mesure', 'Ask for a custom piece', 'اطلبوا قطعة حسب الطلب'),
      href: '/custom-order/',
      emphasis: 'secondary',
    },
  ],
};
