import { defineMessages, type NoMessageValues } from 'react-intl';

/** The home page hero. */
export const homeMessages = defineMessages<{
  heroShopName: NoMessageValues;
  heroTitle: NoMessageValues;
  heroText: NoMessageValues;
  heroCta: NoMessageValues;
}>({
  heroShopName: { id: 'home.hero.shopName', defaultMessage: 'Zellige' },
  heroTitle: { id: 'home.hero.title', defaultMessage: 'Handmade in Morocco' },
  heroText: {
    id: 'home.hero.text',
    defaultMessage:
      'Ceramics from Fès and Safi, tagines, Berber rugs, leather, lanterns and jewellery, made by the artisans who sell them.',
  },
  heroCta: { id: 'home.hero.cta', defaultMessage: 'Shop the collection' },
});
