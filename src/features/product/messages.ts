import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/**
 * The product page's and variations form's words (an attribute's choice and the spec's variation messages are the
 * product entity's, an add's the cart's).
 */
export const productMessages = defineMessages<{
  breadcrumb: NoMessageValues;
  shop: NoMessageValues;
  gallery: NoMessageValues;
  galleryOpen: { position: MessageValue; total: MessageValue };
  form: NoMessageValues;
  resetLabel: NoMessageValues;
  sku: NoMessageValues;
  weight: NoMessageValues;
  weightValue: { weight: MessageValue };
  dimensions: NoMessageValues;
  dimensionsValue: { length: MessageValue; width: MessageValue; height: MessageValue };
  notApplicable: NoMessageValues;
  cardReadMore: NoMessageValues;
  cardSelectOptions: NoMessageValues;
  cardViewProducts: NoMessageValues;
  cardActionLabel: { action: MessageValue; name: MessageValue };
  cardSwatches: { name: MessageValue };
  cardReset: { name: MessageValue };
  cardOptions: { attribute: MessageValue; name: MessageValue };
  cardResetChoice: { name: MessageValue };
  share: NoMessageValues;
  shareButton: NoMessageValues;
  copyLink: NoMessageValues;
  linkCopied: NoMessageValues;
  description: NoMessageValues;
  details: NoMessageValues;
  loading: NoMessageValues;
  quickViewClose: NoMessageValues;
  quickViewDetails: NoMessageValues;
  quickViewLoadError: NoMessageValues;
  quickViewNotFound: NoMessageValues;
  quickViewRetry: NoMessageValues;
}>({
  breadcrumb: { id: 'product.breadcrumb', defaultMessage: 'Breadcrumb' },
  shop: { id: 'product.shop', defaultMessage: 'Shop' },
  gallery: { id: 'product.gallery', defaultMessage: 'Product images' },
  galleryOpen: { id: 'product.gallery.open', defaultMessage: 'View image {position} of {total} full size' },
  form: { id: 'product.form', defaultMessage: 'Product options' },
  resetLabel: { id: 'product.resetLabel', defaultMessage: 'Clear the selected options' },
  sku: { id: 'product.sku', defaultMessage: 'SKU:' },
  weight: { id: 'product.weight', defaultMessage: 'Weight:' },
  weightValue: { id: 'product.weight.value', defaultMessage: '{weight} kg' },
  dimensions: { id: 'product.dimensions', defaultMessage: 'Dimensions:' },
  dimensionsValue: { id: 'product.dimensions.value', defaultMessage: '{length} × {width} × {height} cm' },
  notApplicable: { id: 'product.notApplicable', defaultMessage: 'N/A' },
  cardReadMore: { id: 'product.card.readMore', defaultMessage: 'Read more' },
  cardSelectOptions: { id: 'product.card.selectOptions', defaultMessage: 'Select options' },
  cardViewProducts: { id: 'product.card.viewProducts', defaultMessage: 'View products' },
  cardActionLabel: { id: 'product.card.actionLabel', defaultMessage: '{action}: {name}' },
  cardSwatches: { id: 'product.card.swatches', defaultMessage: 'Colours of {name}' },
  cardReset: { id: 'product.card.reset', defaultMessage: 'Clear the colour chosen for {name}' },
  cardOptions: { id: 'product.card.options', defaultMessage: '{attribute} of {name}' },
  cardResetChoice: { id: 'product.card.resetChoice', defaultMessage: 'Clear the options chosen for {name}' },
  share: { id: 'product.share', defaultMessage: 'Share link' },
  shareButton: { id: 'product.shareButton', defaultMessage: 'Share' },
  copyLink: { id: 'product.copyLink', defaultMessage: 'Copy link' },
  linkCopied: { id: 'product.linkCopied', defaultMessage: 'Link copied.' },
  description: { id: 'product.description', defaultMessage: 'Description' },
  details: { id: 'product.details', defaultMessage: 'Additional information' },
  loading: { id: 'product.loading', defaultMessage: 'Loading the product' },
  quickViewClose: { id: 'product.quickView.close', defaultMessage: 'Close' },
  quickViewDetails: { id: 'product.quickView.details', defaultMessage: 'View full details' },
  quickViewLoadError: { id: 'product.quickView.loadError', defaultMessage: 'This product could not be loaded.' },
  quickViewNotFound: { id: 'product.quickView.notFound', defaultMessage: 'This product is no longer available.' },
  quickViewRetry: { id: 'product.quickView.retry', defaultMessage: 'Try again' },
});
