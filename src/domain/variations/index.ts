/**
 * Variations: the model, and every rule of choosing a variation (the variations form, swatches, the add-to-cart
 * button, matching, the listing card, the server's lookup and the variation messages). Pure and isomorphic: the
 * product page, the quick view and the listing card run it in the browser; the server matches lookups and the cart
 * checks additions with it. The first variation check is the form's first render here, not a timer 100 ms after
 * load: the choice in the address is settled and matched before anything is painted, so the page never shows an
 * unchosen form that then changes.
 *
 * A page typically does, on every change:
 *   selection = settleSelection(attributes, variations, toggleTerm(selection, attr, term), attr)
 *   options   = allAttributeOptions(attributes, variations, selection)    // each attribute's terms, drawn as swatches or buttons
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
