import { ButtonBase } from '@mui/material';
import { chosenTerm } from '@domain/variations';
import type { ProductDetail } from '../model/types';
import { AttributeSelect } from './AttributeSelect';
import { AttributeSwatches } from './AttributeSwatches';
import type { VariationForm } from './useVariationForm';

/**
 * A variable product's selectors, the same wherever it is chosen (its page, a bundle item, a companion): swatches for
 * colours, dropdowns for the other attributes, with the form's option rules.
 */
export function AttributeSelectors({ product, form }: { product: ProductDetail; form: VariationForm }) {
  return product.variationAttributes.map((attribute) =>
    attribute.type === 'colour' ? (
      <AttributeSwatches
        key={attribute.slug}
        attribute={attribute}
        options={form.options[attribute.slug] ?? []}
        selection={form.selection}
        onToggle={(term) => form.toggle(attribute.slug, term)}
      />
    ) : (
      <AttributeSelect
        key={attribute.slug}
        attribute={attribute}
        options={form.options[attribute.slug] ?? []}
        value={chosenTerm(form.selection, attribute.slug)}
        onChange={(term) => form.choose(attribute.slug, term)}
      />
    ),
  );
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
