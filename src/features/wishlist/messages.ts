import { defineMessages, type NoMessageValues } from 'react-intl';

/**
 * Messages of the wishlist feature, in English: 'Add to wishlist', 'Browse wishlist', 'Wishlist', the copy alerts
 * and the confirmation keep the spec's wording. A product's name is part of a card button's name, so the buttons of
 * a grid are told apart.
 */
export const wishlistMessages = defineMessages<{
  buttonLabel: NoMessageValues;
  buttonName: { count: number };
  buttonNameCapped: { shown: string };
  add: NoMessageValues;
  browse: NoMessageValues;
  remove: NoMessageValues;
  named: { action: string; name: string };
  added: { name: string };
  removed: { name: string };
  title: NoMessageValues;
  count: { count: number };
  empty: NoMessageValues;
  emptyAction: NoMessageValues;
  continueShopping: NoMessageValues;
  close: NoMessageValues;
  openPage: NoMessageValues;
  loading: NoMessageValues;
  loadError: NoMessageValues;
  retry: NoMessageValues;
  shareLabel: NoMessageValues;
  copy: NoMessageValues;
  copied: { url: string };
  copyFailed: NoMessageValues;
  addToCart: NoMessageValues;
  addToCartNamed: { name: string };
  selectOptions: NoMessageValues;
  selectOptionsNamed: { name: string };
  viewProducts: NoMessageValues;
  viewProductsNamed: { name: string };
  readMore: NoMessageValues;
  readMoreNamed: { name: string };
  removeItem: { name: string };
  itemsHeading: NoMessageValues;
  noteAdd: NoMessageValues;
  noteEdit: NoMessageValues;
  noteLabel: { name: string };
  noteSave: NoMessageValues;
  noteCancel: NoMessageValues;
  noteTooLong: { max: number };
  noteSaved: NoMessageValues;
  noteShown: NoMessageValues;
  confirm: NoMessageValues;
  confirmEmptyTitle: NoMessageValues;
  confirmDeleteTitle: { name: string };
  confirmDelete: NoMessageValues;
  cancel: NoMessageValues;
  manage: NoMessageValues;
  manageTitle: NoMessageValues;
  newName: NoMessageValues;
  create: NoMessageValues;
  nameRequired: NoMessageValues;
  nameTooLong: { max: number };
  created: { name: string };
  isDefault: NoMessageValues;
  setDefault: NoMessageValues;
  madeDefault: { name: string };
  view: NoMessageValues;
  delete: NoMessageValues;
  deleted: { name: string };
  listCount: { count: number };
  switcher: NoMessageValues;
  sharedNotice: NoMessageValues;
  pageDescription: NoMessageValues;
  toastTitle: NoMessageValues;
  dismiss: NoMessageValues;
  errorGeneric: NoMessageValues;
  errorProductNotFound: NoMessageValues;
  errorVariation: NoMessageValues;
  errorFull: NoMessageValues;
  errorReadOnly: NoMessageValues;
  errorNotFound: NoMessageValues;
  errorItemNotFound: NoMessageValues;
  errorTooMany: NoMessageValues;
  errorRateLimited: NoMessageValues;
}>({
  buttonLabel: { id: 'wishlist.button.label', defaultMessage: 'Wishlist' },
  buttonName: { id: 'wishlist.button.name', defaultMessage: 'Wishlist, {count, plural, one {# item} other {# items}}' },
  buttonNameCapped: { id: 'wishlist.button.nameCapped', defaultMessage: 'Wishlist, {shown} items' },
  add: { id: 'wishlist.toggle.add', defaultMessage: 'Add to wishlist' },
  browse: { id: 'wishlist.toggle.browse', defaultMessage: 'Browse wishlist' },
  remove: { id: 'wishlist.toggle.remove', defaultMessage: 'Remove from wishlist' },
  named: { id: 'wishlist.toggle.named', defaultMessage: '{action}: {name}' },
  added: { id: 'wishlist.added', defaultMessage: '{name} was added to your wishlist.' },
  removed: { id: 'wishlist.removed', defaultMessage: '{name} was removed from your wishlist.' },
  title: { id: 'wishlist.title', defaultMessage: 'Wishlist' },
  count: { id: 'wishlist.count', defaultMessage: '{count, plural, =0 {no items} one {# item} other {# items}}' },
  empty: { id: 'wishlist.empty', defaultMessage: 'Your wishlist is empty.' },
  emptyAction: { id: 'wishlist.emptyAction', defaultMessage: 'Empty wishlist' },
  continueShopping: { id: 'wishlist.continue', defaultMessage: 'Continue shopping' },
  close: { id: 'wishlist.close', defaultMessage: 'Close the wishlist' },
  openPage: { id: 'wishlist.openPage', defaultMessage: 'Open the wishlist page' },
  loading: { id: 'wishlist.loading', defaultMessage: 'Loading the wishlist…' },
  loadError: { id: 'wishlist.loadError', defaultMessage: 'The wishlist could not be loaded.' },
  retry: { id: 'wishlist.retry', defaultMessage: 'Try again' },
  shareLabel: { id: 'wishlist.share.label', defaultMessage: 'Link to share this wishlist' },
  copy: { id: 'wishlist.share.copy', defaultMessage: 'Copy link' },
  copied: { id: 'wishlist.share.copied', defaultMessage: 'Copied the wishlist link: {url}' },
  copyFailed: { id: 'wishlist.share.failed', defaultMessage: 'Failure to copy!' },
  addToCart: { id: 'wishlist.item.addToCart', defaultMessage: 'Add to cart' },
  addToCartNamed: { id: 'wishlist.item.addToCartNamed', defaultMessage: 'Add to cart: {name}' },
  selectOptions: { id: 'wishlist.item.selectOptions', defaultMessage: 'Select options' },
  selectOptionsNamed: { id: 'wishlist.item.selectOptionsNamed', defaultMessage: 'Select options: {name}' },
  viewProducts: { id: 'wishlist.item.viewProducts', defaultMessage: 'View products' },
  viewProductsNamed: { id: 'wishlist.item.viewProductsNamed', defaultMessage: 'View products: {name}' },
  readMore: { id: 'wishlist.item.readMore', defaultMessage: 'Read more' },
  readMoreNamed: { id: 'wishlist.item.readMoreNamed', defaultMessage: 'Read more: {name}' },
  removeItem: { id: 'wishlist.item.remove', defaultMessage: 'Remove {name} from the wishlist' },
  itemsHeading: { id: 'wishlist.items', defaultMessage: 'Saved products' },
  noteAdd: { id: 'wishlist.note.add', defaultMessage: 'Add note' },
  noteEdit: { id: 'wishlist.note.edit', defaultMessage: 'Edit note' },
  noteLabel: { id: 'wishlist.note.label', defaultMessage: 'Note for {name}' },
  noteSave: { id: 'wishlist.note.save', defaultMessage: 'Save note' },
  noteCancel: { id: 'wishlist.note.cancel', defaultMessage: 'Cancel' },
  noteTooLong: { id: 'wishlist.note.tooLong', defaultMessage: 'A note can be at most {max} characters long.' },
  noteSaved: { id: 'wishlist.note.saved', defaultMessage: 'Note saved.' },
  noteShown: { id: 'wishlist.note.shown', defaultMessage: 'Note:' },
  confirm: { id: 'wishlist.confirm', defaultMessage: 'This action cannot be undone. Are you sure?' },
  confirmEmptyTitle: { id: 'wishlist.confirm.emptyTitle', defaultMessage: 'Empty the wishlist?' },
  confirmDeleteTitle: { id: 'wishlist.confirm.deleteTitle', defaultMessage: 'Delete “{name}”?' },
  confirmDelete: { id: 'wishlist.confirm.delete', defaultMessage: 'Delete' },
  cancel: { id: 'wishlist.cancel', defaultMessage: 'Cancel' },
  manage: { id: 'wishlist.manage', defaultMessage: 'Manage wishlists' },
  manageTitle: { id: 'wishlist.manage.title', defaultMessage: 'Manage wishlists' },
  newName: { id: 'wishlist.manage.newName', defaultMessage: 'New wishlist name' },
  create: { id: 'wishlist.manage.create', defaultMessage: 'Create' },
  nameRequired: { id: 'wishlist.manage.nameRequired', defaultMessage: 'Give the wishlist a name.' },
  nameTooLong: { id: 'wishlist.manage.nameTooLong', defaultMessage: 'A name can be at most {max} characters long.' },
  created: { id: 'wishlist.manage.created', defaultMessage: '“{name}” was created.' },
  isDefault: { id: 'wishlist.manage.isDefault', defaultMessage: 'Default' },
  setDefault: { id: 'wishlist.manage.setDefault', defaultMessage: 'Set as default' },
  madeDefault: { id: 'wishlist.manage.madeDefault', defaultMessage: '“{name}” is now your default wishlist.' },
  view: { id: 'wishlist.manage.view', defaultMessage: 'View' },
  delete: { id: 'wishlist.manage.delete', defaultMessage: 'Delete' },
  deleted: { id: 'wishlist.manage.deleted', defaultMessage: '“{name}” was deleted.' },
  listCount: {
    id: 'wishlist.manage.count',
    defaultMessage: '{count, plural, =0 {empty} one {# item} other {# items}}',
  },
  switcher: { id: 'wishlist.switcher', defaultMessage: 'Show wishlist' },
  sharedNotice: {
    id: 'wishlist.shared',
    defaultMessage: 'This wishlist was shared with you: you can look at it and add its products to your cart.',
  },
  pageDescription: {
    id: 'wishlist.page.description',
    defaultMessage: 'The handmade pieces you saved, to come back to, share or buy.',
  },
  toastTitle: { id: 'wishlist.toast.title', defaultMessage: 'Added to your wishlist' },
  dismiss: { id: 'wishlist.toast.dismiss', defaultMessage: 'Dismiss' },
  errorGeneric: {
    id: 'wishlist.error.generic',
    defaultMessage: 'The wishlist could not be updated. Please try again.',
  },
  errorProductNotFound: { id: 'wishlist.error.productNotFound', defaultMessage: 'This product is no longer sold.' },
  errorVariation: { id: 'wishlist.error.variation', defaultMessage: 'This option is not one of the product’s.' },
  errorFull: { id: 'wishlist.error.full', defaultMessage: 'This wishlist is full: remove an item to save another.' },
  errorReadOnly: {
    id: 'wishlist.error.readOnly',
    defaultMessage: 'This wishlist belongs to someone else: you can look at it, not change it.',
  },
  errorNotFound: { id: 'wishlist.error.notFound', defaultMessage: 'There is no wishlist at this address.' },
  errorItemNotFound: {
    id: 'wishlist.error.itemNotFound',
    defaultMessage: 'This product is no longer in the wishlist.',
  },
  errorTooMany: { id: 'wishlist.error.tooMany', defaultMessage: 'You already have as many wishlists as you can keep.' },
  errorRateLimited: { id: 'wishlist.error.rateLimited', defaultMessage: 'Too many requests. Please wait a minute.' },
});
