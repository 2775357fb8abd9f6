import { useId, useState } from 'react';
import { Box, Button } from '@mui/material';
import type { Cart } from '@entities/cart/model';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { deferred } from '@shared/ui/Deferred';
import { cartDrawerMessages } from '../drawer-messages';

// Each add-on's form is downloaded the first time it is opened (each loaded on first use only).
const CouponForm = deferred(() => import('./addons/CouponForm').then((module) => module.CouponForm));
const OrderNoteForm = deferred(() => import('./addons/OrderNoteForm').then((module) => module.OrderNoteForm));
const ShippingCalculator = deferred(() =>
  import('./addons/ShippingCalculator').then((module) => module.ShippingCalculator),
);

type Addon = 'coupon' | 'note' | 'shipping';
const ADDONS: Addon[] = ['note', 'shipping', 'coupon'];
const PARTS = { coupon: CouponForm, note: OrderNoteForm, shipping: ShippingCalculator };
const LABELS: Record<Addon, MessageDescriptor> = {
  coupon: cartDrawerMessages.addonCoupon,
  note: cartDrawerMessages.addonNote,
  shipping: cartDrawerMessages.addonShipping,
};

export interface CartAddonsProps {
  cart: Cart;
  onSay: (text: string) => void;
  /** The add-on open at first (stories of each panel). */
  initial?: Addon | null;
}

/**
 * The drawer's add-ons (shipping calculator, order notes, coupon). The old theme opened each in a modal on
 * top of the drawer; here each is a disclosure inside it: one modal layer only, and focus never has to find its way
 * back through two. One is open at a time; what was typed in one stays while another is open.
 */
export function CartAddons({ cart, onSay, initial = null }: CartAddonsProps) {
  const intl = useIntl();
  const baseId = useId();
  const [open, setOpen] = useState<Addon | null>(initial);
  const [used, setUsed] = useState<Addon[]>(initial ? [initial] : []);
  const toggle = (addon: Addon) => {
    setOpen(open === addon ? null : addon);
    if (!used.includes(addon)) setUsed([...used, addon]);
  };

  return (
    <Box
      component="section"
      aria-label={intl.formatMessage(cartDrawerMessages.addonsLabel)}
      sx={{ display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
        {ADDONS.map((addon) => (
          <Button
            key={addon}
            size="small"
            variant={open === addon ? 'contained' : 'outlined'}
            color="inherit"
            aria-expanded={open === addon}
            aria-controls={`${baseId}-${addon}`}
            onClick={() => toggle(addon)}
            onPointerEnter={PARTS[addon].preload}
            onFocus={PARTS[addon].preload}
          >
            {intl.formatMessage(LABELS[addon])}
          </Button>
        ))}
      </Box>
      {ADDONS.map((addon) => {
        const Part = PARTS[addon];
        return (
          <Box key={addon} id={`${baseId}-${addon}`} hidden={open !== addon}>
            {used.includes(addon) && <Part cart={cart} onSay={onSay} />}
          </Box>
        );
      })}
    </Box>
  );
}
