import { useEffect, useId, useRef, useState } from 'react';
import { Box, IconButton, Link, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { cartFieldLimits, parseQuantity, quantityValidity } from '@domain/quantity';
import { useRemoveCartItemMutation, useUpdateCartItemMutation } from '@entities/cart/api';
import type { CartItem } from '@entities/cart/model';
import { useIntl } from 'react-intl';
import { attributeList } from '@shared/i18n/attribute-list';
import { useLocale } from '@shared/i18n/locale-context';
import { useSettings } from '@shared/api/settings-api';
import { LazyImage } from '@shared/ui/LazyImage';
import { Price } from '@shared/ui/Price';
import { QuantityInput } from '@shared/ui/QuantityInput';
import { Spinner } from '@shared/ui/Spinner';
import { StatusAlert } from '@shared/ui/StatusAlert';
import { useCartProblemText } from '@entities/cart/problem-text';
import { cartDrawerMessages } from '../drawer-messages';
import { cartErrorMessages } from '@shared/i18n/cart-problem-messages';
import { sharedMessages } from '@shared/i18n/messages';
import { productPath } from '@domain/page-paths';

export interface CartLineProps {
  item: CartItem;
  /** The bundle a bundled item is in: the item follows it, has no price of its own and cannot be changed alone. */
  bundle?: CartItem;
  /** Says what a change did, from the cart's status region. */
  onSay: (text: string) => void;
  /** The line is gone: focus must go somewhere that still exists. */
  onRemoved: () => void;
}

/**
 * One cart line: picture, name with its options, price, a quantity
 * field sent 500 ms (the store's setting) after the last change and only when it passes the field's validity check, and a remove
 * button. While a removal is pending the line is blocked; while a quantity is on its way the line is marked busy and
 * its subtotal dimmed; a refusal is said on the line, in the shopper's language.
 */
export function CartLine({ item, bundle, onSay, onRemoved }: CartLineProps) {
  const intl = useIntl();
  const locale = useLocale();
  const { quantityDebounceMs } = useSettings().cart;
  const nameId = useId();
  const problemText = useCartProblemText();
  const limits = cartFieldLimits(item.limits);
  const [value, setValue] = useState(String(item.quantity));
  const [shown, setShown] = useState(item.quantity);
  const [update, updating] = useUpdateCartItemMutation();
  const [remove, removing] = useRemoveCartItemMutation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  if (shown !== item.quantity) {
    // The server's quantity changed (this line's update, or another tab's): the field follows it.
    setShown(item.quantity);
    setValue(String(item.quantity));
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (raw: string) => {
    if (quantityValidity(raw, limits) !== null) return;
    const quantity = parseQuantity(raw)!;
    if (quantity === item.quantity) return;
    void update({ locale, key: item.key, quantity })
      .unwrap()
      .then(() =>
        onSay(
          quantity === 0
            ? intl.formatMessage(cartDrawerMessages.lineRemoved, { name: item.name })
            : intl.formatMessage(cartDrawerMessages.lineQuantityUpdated, { name: item.name, quantity }),
        ),
      )
      .catch(() => undefined);
  };
  const change = (raw: string) => {
    setValue(raw);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => send(raw), quantityDebounceMs);
  };
  const removeLine = () => {
    void remove({ locale, key: item.key })
      .unwrap()
      .then(() => {
        onSay(intl.formatMessage(cartDrawerMessages.lineRemoved, { name: item.name }));
        onRemoved();
      })
      .catch(() => undefined);
  };

  // A quantity on its way: the line says it is busy and its subtotal waits, but the field stays usable (the newest
  // value is sent after it). A removal blocks the whole line.
  const updatingQuantity = updating.isLoading;
  const invalid = quantityValidity(value, limits);
  const problem =
    problemText(removing.error ?? updating.error) ??
    (invalid && invalid !== 'valueMissing'
      ? intl.formatMessage(cartErrorMessages.errorQuantityOutOfRange, {
          min: limits.min,
          max: limits.max ?? 0,
          hasMax: limits.max === null ? 'no' : 'yes',
        })
      : null);
  const attributes = attributeList(locale, item.attributes);

  return (
    <Box
      component="li"
      aria-busy={removing.isLoading || updatingQuantity || undefined}
      sx={(theme: Theme) => ({
        display: 'grid',
        gridTemplateColumns: `${theme.spacing(10)} 1fr auto`,
        gap: 2,
        paddingBlock: 2,
        borderBlockEnd: `1px solid ${theme.palette.divider}`,
        opacity: removing.isLoading ? 0.5 : 1,
        pointerEvents: removing.isLoading ? 'none' : undefined,
        ...(bundle && { paddingInlineStart: 4, borderBlockStart: 'none' }),
      })}
    >
      {item.image ? (
        <LazyImage
          src={item.image.src}
          srcSet={item.image.srcset}
          sizes={item.image.sizes}
          width={item.image.width}
          height={item.image.height}
          alt=""
          sx={{ inlineSize: '100%', blockSize: 'auto', borderRadius: 1 }}
        />
      ) : (
        <Box />
      )}
      <Box sx={{ display: 'grid', gap: 1, alignContent: 'start', minInlineSize: 0 }}>
        <Link
          component={RouterLink}
          to={productPath(locale, item.slug)}
          id={nameId}
          color="inherit"
          sx={{ fontWeight: 'bold' }}
        >
          {item.name}
        </Link>
        {attributes && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {attributes}
          </Typography>
        )}
        {bundle ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {intl.formatMessage(sharedMessages.lineInBundle, { bundle: bundle.name })}
          </Typography>
        ) : (
          <Typography variant="body2">
            <Price amount={item.unitPrice} approximate={false} />
          </Typography>
        )}
        {!item.available && (
          <Typography variant="body2" sx={{ color: 'error.main' }}>
            {intl.formatMessage(cartDrawerMessages.lineUnavailable)}
          </Typography>
        )}
        {bundle ? (
          <Typography variant="body2">
            <bdi>× {intl.formatNumber(item.quantity)}</bdi>
          </Typography>
        ) : (
          <QuantityInput
            value={value}
            onChange={change}
            limits={limits}
            describedBy={nameId}
            disabled={removing.isLoading}
          />
        )}
        {problem && <StatusAlert severity="error">{problem}</StatusAlert>}
      </Box>
      <Box sx={{ display: 'grid', justifyItems: 'end', alignContent: 'space-between', gap: 1 }}>
        {!bundle && (
          <IconButton
            aria-label={intl.formatMessage(cartDrawerMessages.lineRemove, { name: item.name })}
            onClick={removeLine}
            disabled={removing.isLoading}
          >
            <DeleteOutlineIcon />
          </IconButton>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, gridRow: bundle ? 2 : undefined }}>
          {updatingQuantity && <Spinner size="1em" />}
          <Typography sx={{ fontWeight: 'bold', opacity: updatingQuantity ? 0.5 : 1, transition: 'opacity 150ms' }}>
            {bundle ? intl.formatMessage(sharedMessages.lineIncluded) : <Price amount={item.subtotal} />}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
