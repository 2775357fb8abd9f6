import { ButtonBase } from '@mui/material';
import type { ProductDetail } from '../model/types';
import { AttributeSwatches } from './AttributeSwatches';
import type { VariationForm } from '../hooks/useVariationForm';

/**
 * A variable product's selectors, the same wherever it is chosen (its page, a bundle item, a companion): every
 * attribute as swatches, colours drawn and other terms written, each one press away (a dropdown hid the sizes behind
 * a second press, and looked like another control than the colours beside it), with the form's option rules.
 */
export function AttributeSelectors({ product, form }: { product: ProductDetail; form: VariationForm }) {
  return product.variationAttributes.map((attribute) => (
    <AttributeSwatches
      key={attribute.slug}
      attribute={attribute}
      options={form.options[attribute.slug] ?? []}
      selection={form.selection}
      onToggle={(term) => form.toggle(attribute.slug, term)}
    />
  ));
}

/** 'Clear' under the selectors while something is chosen: a link-like button whose name says what it clears. */
export function ResetChoiceButton({ label, text, onClick }: { label: string; text: string; onClick: () => void }) {
  return (
    <ButtonBase
      onClick={onClick}
      aria-label={label}
      sx={(theme) => ({
        minBlockSize: theme.shop.layout.minTarget,
        color: theme.palette.primary.main,
        textDecoration: 'underline',
        typography: 'body2',
      })}
    >
      {text}
    </ButtonBase>
  );
}
