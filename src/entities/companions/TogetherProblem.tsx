import { Box } from '@mui/material';
import { FormattedMessage, type IntlShape } from 'react-intl';
import { StatusAlert } from '@shared/ui/StatusAlert';
import { companionMessages } from './messages';

/**
 * The block's alert area: 'Please select a purchasable variation for [name] before adding this product to the cart.'
 * with the name in bold, in a polite live region that is always there, so the sentence is heard when it appears.
 */
export function TogetherProblem({ name }: { name: string | null }) {
  return (
    <Box role="status" sx={{ '&:empty': { display: 'none' } }}>
      {name !== null && (
        <StatusAlert severity="warning" role="none">
          <FormattedMessage
            {...companionMessages.variationRequired}
            values={{ name, b: (chunks) => <b>{chunks}</b> }}
          />
        </StatusAlert>
      )}
    </Box>
  );
}

/** The same sentence in plain words: the description of a button it blocks. */
export function variationRequiredText(intl: IntlShape, name: string): string {
  const text = intl.formatMessage(companionMessages.variationRequired, { name, b: (chunks) => chunks.join('') });
  return [text].flat().join('');
}
