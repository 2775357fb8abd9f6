import { Box, LinearProgress, Typography } from '@mui/material';
import type { FreeShippingGoal as Goal } from '@domain/cart';
import { spokenPrice } from '@domain/money-speech';
import { useSettings } from '@shared/api/settings-api';
import { useIntl } from 'react-intl';
import { Price } from '@shared/ui/Price';
import { cartDrawerMessages } from '../drawer-messages';

/**
 * The free-shipping goal (done at percent ≥ 100): a progress bar that says, in words, how
 * much is left, both beside it and as its value text (the amount spoken in the page's language, as a Price is), so
 * a screen reader hears the amount and not only a percentage.
 */
export function FreeShippingGoal({ goal }: { goal: Goal }) {
  const intl = useIntl();
  const { priceFormat } = useSettings();
  if (goal.threshold <= 0) return null;
  const text = goal.done
    ? intl.formatMessage(cartDrawerMessages.goalDone)
    : intl.formatMessage(cartDrawerMessages.goalRemaining, {
        amount: spokenPrice(goal.remaining, intl.locale, priceFormat.currency),
      });
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2" aria-hidden="true">
        {goal.done
          ? text
          : intl.formatMessage(cartDrawerMessages.goalRemaining, {
              amount: <Price amount={goal.remaining} approximate={false} />,
            })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={goal.percent}
        color={goal.done ? 'success' : 'primary'}
        aria-label={intl.formatMessage(cartDrawerMessages.goalLabel)}
        aria-valuetext={text}
        sx={{ blockSize: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
