import { useId, useMemo } from 'react';
import { Box, Button } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { CountBadge } from '@shared/ui/CountBadge';
import { QuantityInput } from '@shared/ui/QuantityInput';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { bundleMessages } from '../../bundle-messages';
import { addMessages } from '@entities/cart/messages';
import { companionMessages } from '@entities/companions/messages';
import type { Bundle } from '../../model/bundle';
import type { ProductDetail } from '@entities/product/model/types';
import { shownPrice } from '../../model/together';
import { useSettings } from '@shared/api/settings-api';
import { useReportShownPrice } from '@entities/companions/BoughtTogetherContext';
import { variationRequiredText } from '@entities/companions/TogetherProblem';
import { AddedToCartNotice } from '@entities/cart/components/AddedToCartNotice';
import { BundleAlert } from './BundleAlert';
import { BundleItemRow } from './BundleItemRow';
import { BundlePriceLine } from './BundlePriceLine';
import { useBundleForm } from './useBundleForm';

export interface BundleFormProps {
  bundle: Bundle;
  /** The bundle product itself (its name, id and quantity limits). */
  product: ProductDetail;
  /** Told after the cart accepted the bundle: the quick view closes. */
  onAdded?: () => void;
}

/**
 * A bundle product's form, on its page and in the quick view: the bundled items (each with its picture, name, price,
 * availability, variation and quantity), 'Bundle price:' and 'Selected:', the alert area with the first reason the
 * bundle cannot be added yet, how many bundles, and add to cart. Each mount starts afresh (the spec's quick view).
 *
 * The button is never `disabled`: it stays focusable and `aria-disabled` while the bundle is not ready or is being
 * added, and a press then does nothing. A disabled button would drop focus to the page when the choice stops being
 * ready while it has focus (or when an add starts from it), and it would leave the tab order, so a keyboard or
 * screen-reader user could not reach it to hear why: its description is the alert area.
 */
export function BundleForm({ bundle, product, onAdded }: BundleFormProps) {
  const intl = useIntl();
  const alertId = useId();
  const reasonId = useId();
  const countId = useId();
  const form = useBundleForm(bundle, product, onAdded);
  const { rules } = bundle;
  const { totals } = form;
  // change_price 'yes': the price under the bundle's name follows the bundle price; with companions ticked in the
  // page's block it says how many items that total counts.
  useReportShownPrice(
    useSettings().bundles.changePrice === 'yes'
      ? {
          price: shownPrice({ price: totals.sale, original: totals.struck ? totals.regular : totals.sale }),
          ...(form.companions > 0
            ? {
                items: 1 + form.companions,
                own: shownPrice({
                  price: form.ownTotals.sale,
                  original: form.ownTotals.struck ? form.ownTotals.regular : form.ownTotals.sale,
                }),
              }
            : {}),
        }
      : null,
  );
  const { missing, badge } = form;
  const blocked = form.problem !== null || missing !== null || form.busy;
  const explained = form.problem !== null || form.error !== undefined;
  // A companion of the page's block still without its variation: the block shows why, the button says it too.
  const reason = form.problem === null && missing !== null ? variationRequiredText(intl, missing) : null;
  const describedBy = [badge !== null ? countId : null, explained ? alertId : null, reason ? reasonId : null]
    .filter(Boolean)
    .join(' ');

  // How many bundles and the button change only with their own state, not with every item's quantity.
  const { bundleText, setBundleText, bundleLimits, busy } = form;
  const actions = useMemo(() => {
    const button = (
      <Button
        type="submit"
        variant="contained"
        size="large"
        aria-disabled={blocked || undefined}
        aria-busy={busy || undefined}
        aria-describedby={describedBy || undefined}
        sx={(theme: Theme) => ({
          minBlockSize: theme.shop.layout.touchTarget,
          '&[aria-disabled="true"]': { opacity: 0.6 },
        })}
      >
        {intl.formatMessage(busy ? addMessages.adding : addMessages.addToCart)}
      </Button>
    );
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2 }}>
        <QuantityInput value={bundleText} onChange={setBundleText} limits={bundleLimits} />
        {badge !== null ? <CountBadge count={badge}>{button}</CountBadge> : button}
        {badge !== null && (
          <VisuallyHidden id={countId}>{intl.formatMessage(companionMessages.badge, { count: badge })}</VisuallyHidden>
        )}
        {reason && <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>}
      </Box>
    );
  }, [bundleText, setBundleText, bundleLimits, busy, blocked, describedBy, badge, countId, reason, reasonId, intl]);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        form.add();
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Box
        component="ul"
        role="list"
        aria-label={intl.formatMessage(bundleMessages.items)}
        sx={(theme: Theme) => ({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          borderBlockStart: `1px solid ${theme.palette.divider}`,
        })}
      >
        {bundle.items.map((item, index) => (
          <BundleItemRow
            key={item.id}
            item={item}
            state={form.states[index]!}
            choice={form.choiceOf(item.id)}
            rules={rules}
            text={form.quantities.texts[item.id] ?? ''}
            onChoice={form.choose}
            onType={form.quantities.type}
            onCommit={form.quantities.commit}
          />
        ))}
      </Box>
      <BundlePriceLine
        totals={form.totals}
        priceSuffix={bundle.priceSuffix}
        selected={rules.optional ? form.selected : null}
      />
      <BundleAlert id={alertId} problem={form.problem} error={form.error} sent={form.sent} bundle={bundle} />
      {actions}
      <AddedToCartNotice added={form.added} productName={product.name} />
    </Box>
  );
}
