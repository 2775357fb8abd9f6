import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { checkbox, heading, item, line, MUG, RUG, SILK, renderBlock } from './render-block';

const SUFFIX = { en: 'incl. VAT', fr: 'TTC', ar: 'شامل الضريبة' };
const EACH = { en: 'each', fr: "l'unité", ar: 'للقطعة' };

describe('the block’s own settings', { timeout: 30_000 }, () => {
  it('warns of nothing before the shopper has chosen: the main form speaks for its own options', async () => {
    renderBlock({ items: [{ product: 'mug' }], settings: { atcButton: 'main' } }, { variation: null });
    await heading();
    expect(screen.queryByText(/Please select a purchasable variation/)).toBeNull();
  });

  it('says the main product’s suffix after its price and the total, and a companion’s after its price', async () => {
    renderBlock({
      priceSuffix: SUFFIX,
      items: [{ product: 'mug', newPrice: '90%', priceSuffix: EACH }, { product: 'rug' }],
    });
    await heading();
    // Each suffix right after the price it qualifies, in the same line.
    const suffixOf = (within_: HTMLElement, text: string) => {
      const suffix = within(within_).getByText(text);
      expect(suffix.previousElementSibling).toHaveClass('price');
      return suffix;
    };
    suffixOf(item(/This item:/), 'incl. VAT');
    suffixOf(item(MUG), 'each');
    suffixOf(line('Total:'), 'incl. VAT');
    expect(within(item(RUG)).queryByText(/each|incl\. VAT/)).not.toBeInTheDocument();
    expect(within(line('Additional price:')).queryByText('incl. VAT')).not.toBeInTheDocument();
  });

  it('with the variation choice off, shows a variable companion’s range without selectors, and it cannot be ticked', async () => {
    renderBlock({
      items: [{ product: 'silkRug', newPrice: '95%' }, { product: 'mug' }],
      settings: { variables: false },
    });
    await heading();
    const silk = item(SILK);
    expect(within(silk).queryByRole('group', { name: 'Size' })).not.toBeInTheDocument();
    expect(within(silk).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(within(silk).getByText('Its options are chosen on its own page.')).toBeInTheDocument();
    expect(checkbox(SILK)).toBeDisabled();
    expect(checkbox(SILK)).not.toBeChecked();
    // Nothing waits on it: no alert, and the simple companion is still ticked.
    expect(screen.queryByText(/Please select a purchasable variation/)).not.toBeInTheDocument();
    expect(checkbox(MUG)).toBeChecked();
  });

  it('offers the variation choice by default', async () => {
    renderBlock({ items: [{ product: 'silkRug', newPrice: '95%' }] });
    await heading();
    expect(within(item(SILK)).getByRole('group', { name: 'Size' })).toBeInTheDocument();
    expect(checkbox(SILK)).toBeEnabled();
  });
});
