import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/** Messages of the page frame: skip link, header, menus, top bar, switchers and footer. */
export const navigationMessages = defineMessages<{
  navSkipToContent: NoMessageValues;
  navMain: NoMessageValues;
  navFooter: NoMessageValues;
  navHome: NoMessageValues;
  navShop: NoMessageValues;
  navSubmenu: { name: MessageValue };
  navMobileOpen: NoMessageValues;
  navMobileTitle: NoMessageValues;
  navMobileClose: NoMessageValues;
  navMobileSections: NoMessageValues;
  navMobileTabMenu: NoMessageValues;
  navMobileTabAccount: NoMessageValues;
  navAccount: NoMessageValues;
  navWishlist: NoMessageValues;
  navCart: NoMessageValues;
  headerLogo: NoMessageValues;
  headerSearch: NoMessageValues;
  headerTopBarLabel: NoMessageValues;
  headerTopBarToggle: NoMessageValues;
  headerTopBarMessage: { amount: MessageValue };
  headerLanguageLabel: NoMessageValues;
  headerCurrencyLabel: NoMessageValues;
  headerCurrencyHint: NoMessageValues;
  footerBlurb: NoMessageValues;
  footerCategories: NoMessageValues;
  footerHelp: NoMessageValues;
  footerDelivery: NoMessageValues;
  footerReturns: NoMessageValues;
  footerContact: NoMessageValues;
  footerAbout: NoMessageValues;
  footerStory: NoMessageValues;
  footerArtisans: NoMessageValues;
  footerPaymentNote: NoMessageValues;
  footerCopyright: { year: MessageValue };
}>({
  navSkipToContent: { id: 'nav.skipToContent', defaultMessage: 'Skip to content' },
  navMain: { id: 'nav.main', defaultMessage: 'Main' },
  navFooter: { id: 'nav.footer', defaultMessage: 'Footer' },
  navHome: { id: 'nav.home', defaultMessage: 'Home' },
  navShop: { id: 'nav.shop', defaultMessage: 'Shop' },
  navSubmenu: { id: 'nav.submenu', defaultMessage: '{name} sub-menu' },
  navMobileOpen: { id: 'nav.mobile.open', defaultMessage: 'Menu' },
  navMobileTitle: { id: 'nav.mobile.title', defaultMessage: 'Browse the shop' },
  navMobileClose: { id: 'nav.mobile.close', defaultMessage: 'Close the menu' },
  navMobileSections: { id: 'nav.mobile.sections', defaultMessage: 'Menu sections' },
  navMobileTabMenu: { id: 'nav.mobile.tabMenu', defaultMessage: 'Menu' },
  navMobileTabAccount: { id: 'nav.mobile.tabAccount', defaultMessage: 'Account' },
  navAccount: { id: 'nav.account', defaultMessage: 'My account' },
  navWishlist: { id: 'nav.wishlist', defaultMessage: 'Wishlist' },
  navCart: { id: 'nav.cart', defaultMessage: 'Cart' },
  headerLogo: {
    id: 'header.logo',
    description:
      'The visible logo text is the Latin brand name, so the accessible name keeps it in every language (WCAG 2.5.3 label in name).',
    defaultMessage: 'Zellige — home',
  },
  headerSearch: { id: 'header.search', defaultMessage: 'Search' },
  headerTopBarLabel: { id: 'header.topBar.label', defaultMessage: 'Shop preferences' },
  headerTopBarToggle: { id: 'header.topBar.toggle', defaultMessage: 'Language, currency and delivery' },
  headerTopBarMessage: { id: 'header.topBar.message', defaultMessage: 'Free delivery in Morocco from {amount}' },
  headerLanguageLabel: { id: 'header.language.label', defaultMessage: 'Language' },
  headerCurrencyLabel: { id: 'header.currency.label', defaultMessage: 'Currency' },
  headerCurrencyHint: { id: 'header.currency.hint', defaultMessage: 'You always pay in MAD' },
  footerBlurb: {
    id: 'footer.blurb',
    defaultMessage:
      'Handmade goods from Moroccan artisans: ceramics from Fès and Safi, tagines, rugs, leather, lanterns and jewellery.',
  },
  footerCategories: { id: 'footer.categories', defaultMessage: 'Shop categories' },
  footerHelp: { id: 'footer.help', defaultMessage: 'Help' },
  footerDelivery: { id: 'footer.delivery', defaultMessage: 'Delivery' },
  footerReturns: { id: 'footer.returns', defaultMessage: 'Returns' },
  footerContact: { id: 'footer.contact', defaultMessage: 'Contact us' },
  footerAbout: { id: 'footer.about', defaultMessage: 'About' },
  footerStory: { id: 'footer.story', defaultMessage: 'Our story' },
  footerArtisans: { id: 'footer.artisans', defaultMessage: 'Our artisans' },
  footerPaymentNote: { id: 'footer.paymentNote', defaultMessage: 'Prices in Moroccan dirham (MAD)' },
  footerCopyright: { id: 'footer.copyright', defaultMessage: '© {year} Zellige. All rights reserved.' },
});
