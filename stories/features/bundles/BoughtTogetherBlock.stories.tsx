/**
 * The 'frequently bought together' block (BoughtTogetherBlock) with its parts: TogetherItemCard, CompanionItem,
 * TogetherTotals, TogetherProblem and TogetherAddButton; with atc-button 'main', inside BoughtTogetherProvider around
 * the main ProductForm, as the product page mounts it. Its products are the recorded answers of the real server wrapped
 * into lists of our own (stories/support/together.ts).
 */
import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '@domain/locales';
import { DEFAULT_SETTINGS } from '@domain/settings';
import { BoughtTogetherProvider } from '@entities/companions/BoughtTogetherContext';
import { BoughtTogetherBlock } from '@features/bundles/components/together/BoughtTogetherBlock';
import { ProductForm, type ProductChoice } from '@features/product/components/ProductForm';
import { API_WAIT, msg, storyLocale, msgText } from '../../support/api';
import {
  addTogetherRoute,
  babouchesVariation,
  INDIGO_38,
  STORY_COMPANIONS,
  TERRACOTTA_40,
  togetherProduct,
  togetherRoute,
  type StoryTogether,
  type TogetherProduct,
} from '../../support/together';

interface Args {
  /** The main form's variation (babouches), when the block is shown without the form. */
  variationId?: number;
  /** The main form's quantity, when the block is shown without the form. */
  quantity?: number;
  /** With the main product form around it (atc-button 'main'). */
  withForm?: boolean;
  /** Drawn in the summary's column beside the gallery: one item per row. */
  inColumn?: boolean;
}

function WithForm({ locale }: { locale: Locale }) {
  // One product object, as the page's query cache gives: a new one on every render made the form report its choice
  // again, which drew the page again, for ever (a story that never settled).
  const product = useMemo(() => togetherProduct('babouches', locale), [locale]);
  const [choice, setChoice] = useState<ProductChoice | null>(null);
  return (
    <BoughtTogetherProvider>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <BoughtTogetherBlock product={product} variation={choice?.variation ?? null} />
        <Box sx={{ maxInlineSize: 480 }}>
          <ProductForm
            product={product}
            initialSelection={{ colour: 'indigo', size: 'eu-38' }}
            onChoiceChange={setChoice}
          />
        </Box>
      </Box>
    </BoughtTogetherProvider>
  );
}

function TogetherStory({
  variationId = INDIGO_38,
  quantity = 1,
  withForm = false,
  inColumn = false,
  locale,
}: Args & { locale: Locale }) {
  return (
    <Box sx={{ padding: 2 }}>
      {withForm ? (
        <WithForm locale={locale} />
      ) : (
        <BoughtTogetherBlock
          product={togetherProduct('babouches', locale)}
          variation={babouchesVariation(variationId, locale)}
          quantity={quantity}
          inColumn={inColumn}
        />
      )}
    </Box>
  );
}

const api = (together: StoryTogether, outcome: Parameters<typeof addTogetherRoute>[0] = 'added') => ({
  api: [togetherRoute(together), addTogetherRoute(outcome)],
});

const meta = {
  title: 'Features/Bundles/BoughtTogetherBlock',
  render: (args, { globals }) => <TogetherStory {...args} locale={storyLocale(globals)} />,
  args: {},
  parameters: api({ items: STORY_COMPANIONS }),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const nameOf = (which: TogetherProduct, locale: Locale) => togetherProduct(which, locale).name;

/** The block once its list has come: its heading and its first item. */
async function loaded(canvasElement: HTMLElement, locale: Locale) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: msg(locale, 'together.heading') }, API_WAIT);
  return canvas;
}

/**
 * A change of the ticked items or their choice changes the totals, whose announcement comes after the store's delay:
 * the story is settled once it has come, so the checks do not see the status's text arrive between two measurements.
 */
const totalsAnnounced = () =>
  new Promise((resolve) => setTimeout(resolve, DEFAULT_SETTINGS.announcements.cartUpdatedDelayMs + 100));

async function addAll(canvasElement: HTMLElement, locale: Locale) {
  const canvas = await loaded(canvasElement, locale);
  await userEvent.click(canvas.getByRole('button', { name: msg(locale, 'together.addToCart') }));
  return canvas;
}

/**
 * Multiple selection, two items a row (carousel-2), above the main form, whose button adds the ticked companions
 * (atc-button 'main'): the mug at 90% and the rug ticked by the shop, the variable ones waiting unticked.
 */
export const Default: Story = {
  args: { withForm: true },
  parameters: api({ items: STORY_COMPANIONS, settings: { atcButton: 'main' } }),
  play: async ({ canvasElement, globals }) => {
    await loaded(canvasElement, storyLocale(globals));
  },
};

/** Three items a row (carousel-3). */
export const Carousel3: Story = {
  parameters: api({ items: STORY_COMPANIONS, settings: { layout: 'carousel-3' } }),
};

/** Four items a row (carousel-4), narrow enough on a desktop to be drawn as cards. */
export const Carousel4: Story = {
  parameters: api({ items: STORY_COMPANIONS, settings: { layout: 'carousel-4' } }),
};

/** Nothing ticked by the shop: every companion dimmed, the total the product's alone. */
export const NothingTicked: Story = {
  parameters: api({ items: STORY_COMPANIONS.map((c) => ({ ...c, checked: false })) }),
};

/** In the summary's column beside the gallery: one item per row, each a row of its own. */
export const InTheSummaryColumn: Story = {
  args: { inColumn: true },
  render: (args, { globals }) => (
    <Box sx={{ maxInlineSize: 560 }}>
      <TogetherStory {...args} locale={storyLocale(globals)} />
    </Box>
  ),
};

/** Single selection: ticking the rug unticks the mug. */
export const SingleSelection: Story = {
  parameters: api({
    items: [{ product: 'mug', newPrice: '90%' }, { product: 'rug' }],
    settings: { selection: 'single' },
  }),
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const canvas = await loaded(canvasElement, locale);
    await userEvent.click(canvas.getByRole('checkbox', { name: nameOf('rug', locale) }));
    await expect(canvas.getByRole('checkbox', { name: nameOf('mug', locale) })).not.toBeChecked();
    await totalsAnnounced();
  },
};

/**
 * The block's own button (atc-button 'separate') with the counter badge: three items counted (the store's
 * 'individual' counter), which also describes the button.
 */
export const SeparateButtonWithBadge: Story = {
  parameters: api({ items: [{ product: 'mug', newPrice: '90%' }, { product: 'rug' }] }),
};

/** Sync-qty: the mug's quantity follows the main quantity (3): 2 × 3 = 6 mugs, priced for the whole quantity. */
export const SyncQuantity: Story = {
  args: { quantity: 3 },
  parameters: api({
    items: [{ product: 'mug', quantity: 2, newPrice: '90%' }],
    settings: { syncQty: true, showPriceTotal: true },
  }),
};

/** Optional quantities: each companion's quantity field (0 to its maximum). */
export const OptionalQuantities: Story = {
  parameters: api({
    items: [{ product: 'mug', quantity: 2, newPrice: '90%' }, { product: 'rug' }],
    settings: { optional: true },
  }),
};

/** Ignore-this: the main product is not an item; one ticked companion is enough for the badge. */
export const IgnoreThis: Story = {
  parameters: api({ items: [{ product: 'mug', newPrice: '90%' }, { product: 'rug' }], settings: { ignoreThis: true } }),
};

const VARIABLE_FIRST: StoryTogether = {
  items: [
    { product: 'silkRug', newPrice: '95%' },
    { product: 'mug', newPrice: '90%' },
  ],
};

/** A variable companion ticked without its size: the spec's alert names it, and the button cannot add. */
export const VariableNotChosen: Story = {
  parameters: api(VARIABLE_FIRST),
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const canvas = await loaded(canvasElement, locale);
    await userEvent.click(canvas.getByRole('checkbox', { name: nameOf('silkRug', locale) }));
    const button = canvas.getByRole('button', { name: msg(locale, 'together.addToCart') });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    await totalsAnnounced();
  },
};

/** The variable companion's size chosen: its price at 95%, the totals and the button follow. */
export const VariableChosen: Story = {
  parameters: api(VARIABLE_FIRST),
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const canvas = await loaded(canvasElement, locale);
    const rug = nameOf('silkRug', locale);
    await userEvent.click(canvas.getByRole('checkbox', { name: rug }));
    const sizes = togetherProduct('silkRug', locale).variationAttributes.find((a) => a.slug === 'size')!;
    const medium = sizes.terms.find((t) => t.slug === 'medium')!.name;
    const item = within(canvas.getByRole('group', { name: rug }));
    await userEvent.click(within(item.getByRole('group', { name: sizes.name })).getByRole('button', { name: medium }));
    const button = canvas.getByRole('button', { name: msg(locale, 'together.addToCart') });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    await totalsAnnounced();
  },
};

/** Price suffixes: the main product's after its price and the total, each companion's after its own. */
export const PriceSuffixes: Story = {
  parameters: api({
    priceSuffix: { en: 'incl. VAT', fr: 'TTC', ar: 'شامل الضريبة' },
    items: [
      { product: 'mug', newPrice: '90%', priceSuffix: { en: 'each', fr: "l'unité", ar: 'للقطعة' } },
      { product: 'rug' },
    ],
  }),
};

/** Variation choice off: the variable companion shows its range, no selectors, and cannot be ticked here. */
export const NoVariationChoice: Story = {
  parameters: api({ ...VARIABLE_FIRST, settings: { variables: false } }),
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const canvas = await loaded(canvasElement, locale);
    const rug = canvas.getByRole('group', { name: nameOf('silkRug', locale) });
    await expect(within(rug).getByRole('checkbox')).toBeDisabled();
    const sizes = togetherProduct('silkRug', locale).variationAttributes.find((a) => a.slug === 'size')!;
    await expect(within(rug).queryByRole('group', { name: sizes.name })).not.toBeInTheDocument();
    await expect(within(rug).getByText(msgText(locale, 'together.optionsOnPage'))).toBeVisible();
  },
};

/** The main form's variation has a list of its own (terracotta, 40): that list replaces the product's. */
export const VariationWithOwnList: Story = {
  args: { variationId: TERRACOTTA_40 },
  parameters: api({
    items: STORY_COMPANIONS,
    variationLists: { [TERRACOTTA_40]: [{ product: 'rug', newPrice: '85%' }] },
  }),
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const canvas = await loaded(canvasElement, locale);
    await waitFor(
      () => expect(canvas.queryByRole('checkbox', { name: nameOf('mug', locale) })).not.toBeInTheDocument(),
      API_WAIT,
    );
    await totalsAnnounced();
  },
};

/** The server refuses the add (not enough stock): its problem shown in the block, translated. */
export const ServerRefusal: Story = {
  parameters: api({ items: [{ product: 'mug', newPrice: '90%' }, { product: 'rug' }] }, 'refused'),
  play: async ({ canvasElement, globals }) => {
    const canvas = await addAll(canvasElement, storyLocale(globals));
    await canvas.findByRole('alert', {}, API_WAIT);
  },
};

/** The add on its way: the button says so and cannot be used again. */
export const Busy: Story = {
  parameters: api({ items: [{ product: 'mug', newPrice: '90%' }, { product: 'rug' }] }, 'pending'),
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const canvas = await addAll(canvasElement, locale);
    await canvas.findByRole('button', { name: msg(locale, 'product.adding') });
  },
};
