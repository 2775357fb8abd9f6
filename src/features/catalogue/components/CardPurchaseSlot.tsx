import { use, type ReactNode } from 'react';
import { CardPurchaseContext, type CardShown } from '../card-purchase';
import type { ProductCardData } from '../model/types';
import { ColourSwatches } from './ColourSwatches';

interface Props {
  product: ProductCardData;
  onShownChange: (shown: CardShown | null) => void;
}

/** The card's swatches and button where the page gives them (listing pages); the colour preview elsewhere. */
export function CardPurchaseSlot({ product, onShownChange }: Props): ReactNode {
  const renderPurchase = use(CardPurchaseContext);
  if (!renderPurchase) return <ColourSwatches colours={product.colours} />;
  return renderPurchase({ product, onShownChange });
}
