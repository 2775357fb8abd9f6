import { useEffect, useRef } from 'react';
import { Box, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { anyAttributeTerms, writeVariationQuery } from '@domain/variations';
import type { ApiError } from '@shared/api/problem';
import { useAddToCart } from '@entities/cart/use-add-to-cart';
import { useIntl } from 'react-intl';
import { useLocale } from '@shared/i18n/locale-context';
import type { CardChoiceShown, CardProduct } from '@entities/product/model/types';
import { AddToCartOutcome } from '@entities/cart/components/AddToCartOutcome';
import { SwatchButton } from '@entities/product/components/SwatchButton';
import { TermButton } from '@entities/product/components/TermButton';
import { COLOUR_PICK, useCardChoice } from './useCardChoice';
import { productMessages } from '../messages';
import { addMessages } from '@entities/cart/messages';
import { attributeMessages } from '@entities/product/messages';
import { productPath } from '@domain/page-paths';
import { ExternalProductLink } from '@shared/ui/ExternalProductLink';

interface Props {
  product: CardProduct;
  onShownChange: (shown: CardChoiceShown | null) => void;
  /** The button's own redirect target after a successful add (before the store's cart redirect). */
  redirectTo?: string;
}

const LABEL = {
  'add-to-cart': addMessages.addToCart,
  'read-more': productMessages.cardReadMore,
  'select-options': productMessages.cardSelectOptions,
  'view-products': productMessages.cardViewProducts,
} as const;

/**
 * A listing card's colour swatches, its other attributes' labelled buttons (sizes, materials), and its button.
 * Choosing terms that settle a variation shows its price and picture on the card and turns the button into 'Add to
 * cart' (or 'Read more' when it cannot be bought); 'Select options' and 'Read more' lead to the product page with the
 * choice made. The add follows the product page's outcomes (useAddToCart). 'Clear' restores the card and gives focus
 * to the first swatch. A grouped product's button is 'View products' (its page); an external product's leads to its
 * seller's site with its own words.
 */
export function CardPurchase({ product, onShownChange, redirectTo }: Props) {
  const intl = useIntl();
  const locale = useLocale();
  const choice = useCardChoice(product);
  const { add, result } = useAddToCart(product.name, { redirectTo });
  const swatchesRef = useRef<HTMLDivElement>(null);
  const { variation } = choice;

  const { shown } = choice;
  const shownPrice = shown?.price ?? null;
  const shownImage = shown?.image ?? null;
  const variationId = variation?.id;
  useEffect(() => {
    if (!shownPrice && !shownImage && !variationId) {
      onShownChange(null);
      return;
    }
    onShownChange({
      price: shownPrice ?? product.price,
      ...(variationId && { variationId }),
      image: shownImage && {
        src: shownImage.src,
        srcset: shownImage.srcset,
        sizes: product.image?.sizes ?? shownImage.sizes,
        width: shownImage.width,
        height: shownImage.height,
        alt: shownImage.alt,
      },
    });
  }, [shownPrice, shownImage, variationId, onShownChange, product.price, product.image]);

  const action = choice.label === 'external' ? '' : intl.formatMessage(LABEL[choice.label]);
  const accessibleName = intl.formatMessage(productMessages.cardActionLabel, { action, name: product.name });
  const productAddress =
    productPath(locale, product.slug) + writeVariationQuery('', choice.attributes, choice.selection);
  const error = result.error as ApiError | undefined;

  const onAdd = () => {
    if (result.isLoading) return;
    void add({
      productId: product.id,
      quantity: variation?.minQty ?? 1,
      ...(variation ? { variationId: variation.id, attributes: anyAttributeTerms(variation, choice.selection) } : {}),
    });
  };
  const onReset = () => {
    choice.reset();
    result.reset();
    swatchesRef.current?.querySelector('button')?.focus();
  };

  return (
    // Above the card's stretched link, so its controls take their own clicks; at the card's foot, so the buttons of a
    // row line up whatever the length of the names above them.
    <Box
      onPointerEnter={choice.engage}
      onFocus={choice.engage}
      sx={{ position: 'relative', zIndex: 1, display: 'grid', gap: 1, justifyItems: 'start', marginBlockStart: 'auto' }}
    >
      {(product.colours.length > 0 || product.options.length > 0) && (
        <Box ref={swatchesRef} sx={{ display: 'grid', gap: 0.75, justifyItems: 'start' }}>
          {product.colours.length > 0 && (
            <Box
              role="group"
              aria-label={intl.formatMessage(productMessages.cardSwatches, { name: product.name })}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
            >
              {choice.states.map((state) => {
                const colour = product.colours.find((c) => c.slug === state.term);
                // A colour without a swatch (one an import brought by name only) is written, never drawn blank.
                if (!colour?.swatch)
                  return (
                    <TermButton
                      key={state.term}
                      state={state}
                      name={colour?.name ?? state.term}
                      onToggle={(term) => choice.toggle(COLOUR_PICK, term)}
                    />
                  );
                return (
                  <SwatchButton
                    key={state.term}
                    size="compact"
                    state={state}
                    swatch={colour?.swatch ?? null}
                    name={colour?.name ?? state.term}
                    onToggle={(term) => choice.toggle(COLOUR_PICK, term)}
                  />
                );
              })}
            </Box>
          )}
          {choice.options.map(({ option, states }) => (
            <Box
              key={option.attribute}
              role="group"
              aria-label={intl.formatMessage(productMessages.cardOptions, {
                attribute: option.name,
                name: product.name,
              })}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
            >
              {states.map((state) => (
                <TermButton
                  key={state.term}
                  state={state}
                  name={option.terms.find((t) => t.slug === state.term)?.name ?? state.term}
                  onToggle={(term) => choice.toggle(option.attribute, term)}
                />
              ))}
            </Box>
          ))}
          {choice.chosen && (
            <Button
              size="small"
              onClick={onReset}
              aria-label={intl.formatMessage(
                product.options.length > 0 ? productMessages.cardResetChoice : productMessages.cardReset,
                { name: product.name },
              )}
            >
              {intl.formatMessage(attributeMessages.reset)}
            </Button>
          )}
        </Box>
      )}
      {choice.label === 'external' && product.externalUrl !== null ? (
        <ExternalProductLink
          href={product.externalUrl}
          text={product.buttonText}
          productName={product.name}
          variant="outlined"
        />
      ) : choice.label === 'add-to-cart' ? (
        <Button
          variant="outlined"
          onClick={onAdd}
          aria-label={accessibleName}
          aria-disabled={result.isLoading || undefined}
        >
          {result.isLoading ? intl.formatMessage(addMessages.adding) : action}
        </Button>
      ) : (
        <Button
          variant="outlined"
          component={RouterLink}
          to={productAddress}
          aria-label={accessibleName}
          aria-busy={choice.pending || undefined}
        >
          {action}
        </Button>
      )}
      <AddToCartOutcome error={error} added={result.isSuccess} productName={product.name} />
    </Box>
  );
}
