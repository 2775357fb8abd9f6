/**
 * Signing in with a guest cart: its lines join the customer's cart (quantities added), then every line is fitted to
 * what can be bought now (a line no longer available leaves, a quantity above its limit or the stock comes down to
 * it), and the shopper is told of each line that could not be kept as it was.
 */
import type { Locale } from '@domain/locales';
import type { Db } from '../../../db/client';
import { mergeGuestCart } from '../repository/merge';
import { mutateCart } from './cart';
import { effectiveMax } from './lines';
import { setBundleQuantity } from './items';
import { dropLine, pricedLines, putLine } from './work';

export interface MergeNotice {
  code: 'merge_line_removed' | 'merge_line_reduced';
  name: string;
  /** The quantity kept, for a reduced line. */
  quantity?: number;
}

export async function mergeCartsOnSignIn(
  db: Db,
  guestSessionId: string,
  userId: number,
  locale: Locale,
  now = new Date(),
): Promise<MergeNotice[]> {
  const { outcome } = await mergeGuestCart(db, guestSessionId, userId);
  if (outcome === 'nothing') return [];
  const notices: MergeNotice[] = [];
  await mutateCart(
    db,
    { userId },
    locale,
    async (work) => {
      for (const line of pricedLines(work)) {
        // A bundle's items follow their bundle.
        if (line.row.role === 'bundled') continue;
        const name = line.product.name;
        const bundle = line.row.role === 'bundle';
        if (!line.available) {
          if (bundle) await setBundleQuantity(work, line.row.key, 0);
          else await dropLine(work, line.row.key);
          notices.push({ code: 'merge_line_removed', name });
          continue;
        }
        const max = effectiveMax(line.limits, line.stockCap);
        if (max !== null && line.row.quantity > max) {
          if (bundle) await setBundleQuantity(work, line.row.key, max);
          else await putLine(work, line.row, max);
          notices.push({ code: 'merge_line_reduced', name, quantity: max });
        }
      }
    },
    now,
  );
  return notices;
}
