import { defineMessages } from '@shared/i18n/catalogue';

/** The home page hero. */
export const homeMessages = defineMessages({
  en: {
    'home.hero.shopName': 'Zellige',
    'home.hero.title': 'Handmade in Morocco',
    'home.hero.text':
      'Ceramics from Fès and Safi, tagines, Berber rugs, leather, lanterns and jewellery, made by the artisans who sell them.',
    'home.hero.cta': 'Shop the collection',
  },
  fr: {
    'home.hero.shopName': 'Zellige',
    'home.hero.title': 'Fait main au Maroc',
    'home.hero.text':
      'Céramiques de Fès et de Safi, tajines, tapis berbères, maroquinerie, lanternes et bijoux, faits par les artisans qui les vendent.',
    'home.hero.cta': 'Découvrir la collection',
  },
  ar: {
    'home.hero.shopName': 'زليج',
    'home.hero.title': 'صُنع يدويًا في المغرب',
    'home.hero.text':
      'خزف من فاس وآسفي، وطواجن، وزرابي أمازيغية، ومصنوعات جلدية، وفوانيس وحلي، يصنعها الحرفيون الذين يبيعونها.',
    'home.hero.cta': 'تسوّق المجموعة',
  },
});
