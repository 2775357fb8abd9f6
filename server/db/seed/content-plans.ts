/**
 * The shop's content pages, in three locales: about, artisans, delivery, returns, contact, custom orders, and the home
 * page's part under its catalogue (home-plan.ts); the about page is in about-plan.ts, the returns page and its slip in
 * returns-plan.ts. A page is written once for the three locales, so its three versions keep the same blocks.
 */
import { type PageSeed, h2, p, text } from './content-blocks';
import { ARTISANS, BOWL, MUG, PLATE, PLATTER, RED_MUG, SALAD } from './content-pictures';
import { ABOUT_PAGE } from './about-plan';
import { HOME_PAGE } from './home-plan';
import { RETURNS_PAGE, RETURN_SLIP_PAGE } from './returns-plan';
import { tr } from './types';

export const CONTENT_PAGES: PageSeed[] = [
  ABOUT_PAGE,
  {
    slug: 'artisans',
    title: tr('Nos artisans', 'Our artisans', 'حرفيونا'),
    description: tr(
      'Les ateliers de Safi, Fès et Marrakech derrière chaque pièce.',
      'The workshops of Safi, Fes and Marrakech behind every piece.',
      'ورشات آسفي وفاس ومراكش وراء كل قطعة.',
    ),
    blocks: [
      {
        type: 'image-carousel',
        label: tr('Les ateliers en images', 'The workshops in pictures', 'الورشات بالصور'),
        pictures: ARTISANS,
        items: { desktop: 3, tablet_extra: 2, mobile_extra: 1 },
        // The pictures apart, 'Prev' and 'Next' in words under them around the zero-padded '01 / 05'.
        gutter: { desktop: 16, tablet: 12 },
        nav: 'text',
        pagination: 'fraction-padded',
        autoplay: 3000,
        loop: true,
      },
      h2('Safi, la ville des potiers', 'Safi, the potters’ town', 'آسفي، مدينة الخزّافين'),
      text(
        p(
          tr(
            'Sur la colline des potiers, les fours brûlent encore au bois d’olivier. Les familles y transmettent leurs motifs depuis des générations.',
            'On the potters’ hill, the kilns still burn olive wood. Families there have handed down their patterns for generations.',
            'على تلة الخزّافين ما زالت الأفران تشتعل بخشب الزيتون، وتتوارث العائلات زخارفها جيلًا بعد جيل.',
          ),
        ),
      ),
      { type: 'gallery', title: tr('Dans les ateliers', 'In the workshops', 'في الورشات'), pictures: ARTISANS },
    ],
  },
  {
    slug: 'delivery',
    title: tr('Livraison', 'Delivery', 'التوصيل'),
    description: tr(
      'Délais et frais de livraison, partout au Maroc.',
      'Delivery times and costs, everywhere in Morocco.',
      'مواعيد التوصيل وتكاليفه في كل أنحاء المغرب.',
    ),
    blocks: [
      text(
        p(
          tr(
            'Nous livrons dans tout le Maroc. Chaque commande est emballée à la main, les pièces fragiles dans du papier recyclé.',
            'We deliver all over Morocco. Every order is packed by hand, fragile pieces in recycled paper.',
            'نوصل إلى كل أنحاء المغرب. تُغلَّف كل طلبية باليد، والقطع الهشة في ورق معاد تدويره.',
          ),
        ),
      ),
      {
        type: 'collapsible',
        title: tr('Délais de livraison', 'Delivery times', 'مواعيد التوصيل'),
        titleLevel: 2,
        on: ['mobile', 'tablet', 'desktop'],
        status: 'open',
        blocks: [
          text(
            p(
              tr(
                'Casablanca, Rabat et Fès : 1 à 2 jours ouvrés. Ailleurs : 2 à 4 jours ouvrés.',
                'Casablanca, Rabat and Fes: 1 to 2 working days. Elsewhere: 2 to 4 working days.',
                'الدار البيضاء والرباط وفاس: من يوم إلى يومي عمل. باقي المدن: من يومين إلى أربعة أيام عمل.',
              ),
            ),
          ),
        ],
      },
      {
        type: 'collapsible',
        title: tr('Frais de livraison', 'Delivery costs', 'تكاليف التوصيل'),
        titleLevel: 2,
        on: ['mobile'],
        status: 'closed',
        blocks: [
          text(
            p(
              tr(
                'Les frais sont calculés au panier selon la ville et le poids ; la livraison est offerte au-delà du seuil affiché.',
                'Costs are worked out in the cart from the city and the weight; delivery is free above the threshold shown.',
                'تُحسب التكاليف في السلة حسب المدينة والوزن، والتوصيل مجاني فوق الحد المعروض.',
              ),
            ),
          ),
        ],
      },
      // A question about a delivery: the contact form, in a dialog over the page.
      {
        type: 'form',
        form: 'contact',
        popup: { button: tr('Une question ? Écrivez-nous', 'A question? Write to us', 'سؤال؟ راسلونا') },
      },
    ],
  },
  RETURNS_PAGE,
  RETURN_SLIP_PAGE,
  {
    slug: 'contact',
    title: tr('Nous contacter', 'Contact us', 'اتصلوا بنا'),
    description: tr(
      'Écrivez-nous ou passez à l’atelier de Fès.',
      'Write to us or drop by the Fes workshop.',
      'راسلونا أو زوروا ورشة فاس.',
    ),
    blocks: [
      {
        type: 'columns',
        columns: [
          [
            { type: 'heading', level: 2, text: tr('L’atelier', 'The workshop', 'الورشة') },
            text(
              p(tr('12, derb Lamtiyine, Fès médina', '12 Derb Lamtiyine, Fes medina', '12، درب لمطيين، فاس المدينة')),
              p(
                tr(
                  'Du lundi au samedi, 9 h – 18 h',
                  'Monday to Saturday, 9 am – 6 pm',
                  'من الإثنين إلى السبت، 9 صباحًا – 6 مساءً',
                ),
              ),
            ),
          ],
          [
            { type: 'heading', level: 2, text: tr('Par écrit', 'In writing', 'كتابةً') },
            text(
              p(
                tr(
                  'Une question sur une commande ? Répondez simplement à l’e-mail de confirmation.',
                  'A question about an order? Simply reply to its confirmation e-mail.',
                  'سؤال عن طلبية؟ يكفي الرد على رسالة تأكيدها.',
                ),
              ),
            ),
          ],
        ],
      },
      { type: 'form', form: 'contact' },
      {
        type: 'cta',
        text: tr('Demander une pièce sur mesure', 'Ask for a custom piece', 'اطلبوا قطعة حسب الطلب'),
        href: '/custom-order/',
        emphasis: 'secondary',
      },
    ],
  },
  {
    slug: 'custom-order',
    title: tr('Commande sur mesure', 'Custom order', 'طلب حسب المقاس'),
    description: tr(
      'Un service de table à vos couleurs, fait pour vous.',
      'A table set in your colours, made for you.',
      'طقم مائدة بألوانكم، مصنوع لكم.',
    ),
    blocks: [
      text(
        p(
          tr(
            'Nos potiers reproduisent n’importe quelle pièce de la boutique dans la couleur ou la taille de votre choix. Comptez trois à cinq semaines.',
            'Our potters make any piece of the shop in the colour or size you choose. Allow three to five weeks.',
            'يصنع خزّافونا أي قطعة من المتجر باللون أو المقاس الذي تختارونه. يستغرق ذلك من ثلاثة إلى خمسة أسابيع.',
          ),
        ),
      ),
      {
        type: 'product-carousel',
        title: tr('Pièces à personnaliser', 'Pieces to make your own', 'قطع يمكن تخصيصها'),
        products: [MUG, BOWL, PLATE, PLATTER, SALAD, RED_MUG],
        items: { desktop: 4, tablet_extra: 3, mobile_extra: 2 },
      },
      { type: 'form', form: 'custom-order' },
    ],
  },
  HOME_PAGE,
];
