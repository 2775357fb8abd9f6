import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import type { BundleProblem } from '@domain/bundles';
import type { AddBundleArgs } from '@entities/cart/api';
import { useCartProblemText } from '@entities/cart/problem-text';
import { useIntl, type IntlShape } from 'react-intl';
import type { ApiError } from '@shared/api/problem';
import { Price } from '@shared/ui/Price';
import { StatusAlert } from '@shared/ui/StatusAlert';
import { BUNDLE_PROBLEM_MESSAGE, bundleMessages, isBundleProblemCode } from '../../bundle-messages';
import type { Bundle } from '../../model/bundle';

interface Props {
  /** What the button's aria-describedby points at. */
  id: string;
  /** The first readiness failure of the shopper's choice, or null when the bundle is ready. */
  problem: BundleProblem | null;
  /** The server's refusal of the last add, and what that add sent. */
  error: ApiError | undefined;
  sent: Omit<AddBundleArgs, 'locale'> | undefined;
  bundle: Bundle;
}

/** A readiness message in the shopper's language: names as they are, quantities as numbers, amounts as prices. */
export function readinessText(intl: IntlShape, problem: BundleProblem): ReactNode {
  const price = (minor: number) => <Price amount={minor} approximate={false} />;
  switch (problem.code) {
    case 'variation_required':
    case 'item_unpurchasable':
      return intl.formatMessage(BUNDLE_PROBLEM_MESSAGE[problem.code], { name: problem.name });
    case 'nothing_selected':
      return intl.formatMessage(BUNDLE_PROBLEM_MESSAGE.nothing_selected);
    case 'below_min_quantity':
      return intl.formatMessage(BUNDLE_PROBLEM_MESSAGE.below_min_quantity, { min: problem.min });
    case 'above_max_quantity':
      return intl.formatMessage(BUNDLE_PROBLEM_MESSAGE.above_max_quantity, { max: problem.max });
    case 'below_total_min':
      return intl.formatMessage(BUNDLE_PROBLEM_MESSAGE.below_total_min, { min: price(problem.min) });
    case 'above_total_max':
      return intl.formatMessage(BUNDLE_PROBLEM_MESSAGE.above_total_max, { max: price(problem.max) });
  }
}

/** A refusal with a readiness code, as the form's own problem (the server sends limits on amounts as `amount`). */
export function serverReadiness(error: ApiError): BundleProblem | null {
  if (!isBundleProblemCode(error.code)) return null;
  const p = error.params ?? {};
  const name = typeof p.name === 'string' ? p.name : null;
  const number = (value: unknown) => (typeof value === 'number' ? value : null);
  switch (error.code) {
    case 'variation_required':
    case 'item_unpurchasable':
      return name === null ? null : { code: error.code, name };
    case 'nothing_selected':
      return { code: error.code };
    case 'below_min_quantity':
      return number(p.min) === null ? null : { code: error.code, min: number(p.min)! };
    case 'above_max_quantity':
      return number(p.max) === null ? null : { code: error.code, max: number(p.max)! };
    case 'below_total_min':
      return number(p.amount) === null ? null : { code: error.code, min: number(p.amount)! };
    case 'above_total_max':
      return number(p.amount) === null ? null : { code: error.code, max: number(p.amount)! };
  }
}

/** The item a refusal names ('body.items.2.variationId': the third item sent), by its product name. */
function refusedItemName(error: ApiError, sent: Props['sent'], bundle: Bundle): string | null {
  const match = /^body\.items\.(\d+)(\.|$)/.exec(error.fields[0]?.field ?? '');
  const itemId = match ? sent?.items[Number(match[1])]?.itemId : undefined;
  return bundle.items.find((i) => i.id === itemId)?.product.name ?? null;
}

/**
 * The bundle's alert area: only the first readiness failure (the spec's order), hidden when the bundle is ready; or
 * the server's refusal of an add. A readiness code from the server reads as the form's own message; any other
 * refusal is the cart's sentence, after the name of the item it concerns when it names one.
 */
export function BundleAlert({ id, problem, error, sent, bundle }: Props) {
  const intl = useIntl();
  const problemText = useCartProblemText();
  let refusal: ReactNode = null;
  if (error) {
    const readiness = serverReadiness(error);
    const text = problemText(error);
    const name = refusedItemName(error, sent, bundle);
    refusal = readiness
      ? readinessText(intl, readiness)
      : name
        ? intl.formatMessage(bundleMessages.itemProblem, { name, problem: text })
        : text;
  }
  return (
    <Box id={id}>
      <Box role="status" sx={{ '&:empty': { display: 'none' } }}>
        {!error && problem && (
          <StatusAlert severity="warning" role="none">
            {readinessText(intl, problem)}
          </StatusAlert>
        )}
      </Box>
      {refusal !== null && <StatusAlert severity="error">{refusal}</StatusAlert>}
    </Box>
  );
}
