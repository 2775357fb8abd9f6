/**
 * Variations: the model, and every rule of the spec's variation choice (core §3 'Variation', 'Variations form',
 * 'Swatch term'; §4 'Variation add-to-cart button', 'Variation selection', 'Swatches', 'Listing card with swatches';
 * §5 'Add to cart'; §7 get_variation; §8 'Variation and cart messages'). Pure and isomorphic: the product page, the
 * quick view and the listing card run it in the browser; the server matches lookups and the cart checks additions
 * with it. The first check runs `settings.variation.firstCheckDelayMs` (100 ms, spec §9) after load.
 *
 * A page typically does, on every change:
 *   selection = settleSelection(attributes, variations, toggleTerm(selection, attr, term), attr)
 *   options   = allAttributeOptions(attributes, variations, selection)    // dropdowns; swatchStates() for swatches
 *   status    = variationStatus(attributes, variations, selection, lookupAnswer)
 *   view      = variationFormView(status)                                 // button, alert, inline message, variation_id
 *   facts     = shownFacts(product, view.variation)                       // SKU, weight, dimensions, details, limits
 *   gallery   = gallerySlides(product.gallery, view.variation, product.variationImages)
 *   history.replaceState(…, writeVariationQuery(location.search, attributes, selection))
 */
export * from './types';
export * from './match';
export * from './options';
export * from './selection';
export * from './form-state';
export * from './query';
export * from './availability';
export * from './display';
export * from './card';
