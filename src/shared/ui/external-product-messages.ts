import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/** An external product's button: the shop's own words when the product has none, and where it leads. */
export const externalProductMessages = defineMessages<{
  buyProduct: NoMessageValues;
  named: { action: MessageValue; name: MessageValue };
  leavesShop: NoMessageValues;
}>({
  buyProduct: { id: 'externalProduct.buyProduct', defaultMessage: 'Buy product' },
  named: { id: 'externalProduct.named', defaultMessage: '{action}: {name}' },
  leavesShop: { id: 'externalProduct.leavesShop', defaultMessage: "Opens the seller's site" },
});
