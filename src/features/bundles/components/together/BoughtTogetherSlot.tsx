import type { BlockPosition } from '@domain/settings';
import { useSettings } from '@shared/api/settings-api';
import { useLocale } from '@shared/i18n/locale-context';
import { useGetBoughtTogetherQuery } from '../../api';
import { BoughtTogetherBlock, type BoughtTogetherBlockProps } from './BoughtTogetherBlock';

export interface BoughtTogetherSlotProps extends BoughtTogetherBlockProps {
  /** The positions this place of the page stands for. */
  at: readonly BlockPosition[];
}

/**
 * One place of a product page where the bought-together block may go: the page holds a slot at each, and the block is
 * drawn (once) in the slot of the position the product's list asks for, else the store's. Nothing is drawn until the
 * list has come, as the block itself does.
 */
export function BoughtTogetherSlot({ at, ...block }: BoughtTogetherSlotProps) {
  const locale = useLocale();
  const { position } = useSettings().boughtTogether;
  const { data: list } = useGetBoughtTogetherQuery({ productId: block.product.id, locale });
  if (!list || !at.includes(list.settings.position ?? position)) return null;
  return <BoughtTogetherBlock {...block} />;
}
