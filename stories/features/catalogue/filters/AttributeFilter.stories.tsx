/** One layered-navigation widget per story; covers TermList, TermDropdown and TermLabel (never used alone). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Box } from '@mui/material';
import type { Locale } from '@domain/locales';
import type { AttributeFacet } from '@features/catalogue/model/listing-types';
import { AttributeFilter } from '@features/catalogue/components/filters/AttributeFilter';
import { msg, storyLocale, msgText } from '../../../support/api';
import { colourFacet, Controlled, materialFacet, sizeFacet, storyFilters } from './story-data';

const meta = {
  title: 'Features/Catalogue/Filters/AttributeFilter',
  component: AttributeFilter,
  parameters: { layout: 'padded' },
  args: { facet: sizeFacet('en'), filters: storyFilters(), onChange: () => {}, mode: 'multiple' },
  argTypes: { facet: { control: false }, filters: { control: false } },
} satisfies Meta<typeof AttributeFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The widget for the facet of the story's locale, as wide as the sidebar (the open dropdown needs room below). */
function facetStory(facet: (locale: Locale) => AttributeFacet): Story {
  return {
    render: (args, { globals }) => (
      <Box sx={{ maxInlineSize: 300, minBlockSize: 420 }}>
        <Controlled initial={args.filters}>
          {(filters, onChange) => (
            <AttributeFilter {...args} facet={facet(storyLocale(globals))} filters={filters} onChange={onChange} />
          )}
        </Controlled>
      </Box>
    ),
  };
}

/** Fewer than 5 terms: checkboxes with counts; each toggles. */
export const ShortList: Story = {
  ...facetStory(sizeFacet),
  args: { filters: storyFilters({ attributes: [{ attribute: 'size', terms: ['medium'], queryType: 'and' }] }) },
};

/** A single-choice list: radios, with 'Any' to clear the choice. */
export const SingleChoice: Story = {
  ...facetStory(sizeFacet),
  args: {
    mode: 'single',
    filters: storyFilters({ attributes: [{ attribute: 'size', terms: ['large'], queryType: 'and' }] }),
  },
};

/** A colour attribute: each term shows its swatch. */
export const ColourSwatches: Story = {
  ...facetStory(colourFacet),
  args: { filters: storyFilters({ attributes: [{ attribute: 'colour', terms: ['indigo'], queryType: 'and' }] }) },
};

/** 5 terms or more: a dropdown with a search box; two terms chosen. */
export const LongDropdown: Story = {
  ...facetStory(materialFacet),
  args: {
    filters: storyFilters({ attributes: [{ attribute: 'material', terms: ['clay', 'wool'], queryType: 'and' }] }),
  },
};

function searchBox(canvasElement: HTMLElement, locale: Locale) {
  const attribute = materialFacet(locale).name;
  return within(canvasElement).getByRole('combobox', {
    name: msg(locale, 'catalogue.filters.search.label', { attribute }),
  });
}

/** The dropdown open with a query typed: the matching terms only. */
export const LongDropdownSearching: Story = {
  ...facetStory(materialFacet),
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const query = { en: 'co', fr: 'co', ar: 'ق' }[locale];
    await userEvent.type(searchBox(canvasElement, locale), query);
    await expect(await within(canvasElement.ownerDocument.body).findByRole('listbox')).toBeVisible();
  },
};

/** A query that matches nothing: 'No matches found'. */
export const LongDropdownNoMatches: Story = {
  ...facetStory(materialFacet),
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await userEvent.type(searchBox(canvasElement, locale), 'zzz');
    // Found by its words: the page has other status regions (the quick view's, in the shell).
    const message = await within(canvasElement.ownerDocument.body).findByText(
      msgText(locale, 'catalogue.filters.search.noMatches'),
    );
    await expect(message.closest('[role="status"]')).not.toBeNull();
  },
};
