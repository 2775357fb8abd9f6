/**
 * The search popup, open, with the pieces it is made of: SearchForm (the category select and the combobox field),
 * SearchStatus (the polite status region), SearchResults and SearchResultOption (the listbox), PopularKeywords. The
 * live search answers from the real server's fixtures. Play functions type as a shopper does; results appear after the
 * store's search delay (1 s).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '@domain/locales';
import { SearchPopup } from '@features/search/components/SearchPopup';
import { flattenCategories } from '@features/search/model/categories';
import type { Category } from '@entities/category/api';
import { fixture } from '../../../tests/support/fixtures/routes';
import { API_WAIT, failingRoute, msg, pendingRoute, settingsRoute, storyLocale } from '../../support/api';

/** A word of the seeded catalogue in each locale that finds several products. */
export const SEARCH_WORD: Record<Locale, string> = { fr: 'tajine', en: 'tagine', ar: 'طاجين' };

const meta = {
  title: 'Features/Search/SearchPopup',
  component: SearchPopup,
  tags: ['mobile'],
  args: { id: 'search-popup', open: true, onClose: () => undefined, categories: [] },
  argTypes: { categories: { control: false } },
  render: (args, { globals }) => (
    <SearchPopup
      {...args}
      categories={flattenCategories(fixture<Category[]>('catalogue/categories', storyLocale(globals)))}
    />
  ),
} satisfies Meta<typeof SearchPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const popup = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).getByRole('dialog');
const field = (canvasElement: HTMLElement, locale: Locale) =>
  within(popup(canvasElement)).getByRole('combobox', { name: msg(locale, 'search.field') });

async function typeWord(canvasElement: HTMLElement, locale: Locale, word = SEARCH_WORD[locale]) {
  await userEvent.type(field(canvasElement, locale), word);
}

/** Nothing typed yet: the hint and the popular keywords, from the log of past searches. */
export const PopularKeywords: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await within(popup(canvasElement)).findByRole('region', { name: msg(locale, 'search.popular') }, API_WAIT);
  },
};

/** Live results once the delay has passed: the listbox, the number found announced, 'View all results'. */
export const Results: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await typeWord(canvasElement, locale);
    const list = await within(popup(canvasElement)).findByRole('listbox', {}, API_WAIT);
    await expect(within(list).getAllByRole('option').length).toBeGreaterThan(0);
    await expect(
      within(popup(canvasElement)).getByRole('button', { name: msg(locale, 'search.viewAll') }),
    ).toBeVisible();
  },
};

/** ArrowDown reached the first result: it is outlined, selected, and the field's active descendant. */
export const ResultChosenByKeyboard: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await typeWord(canvasElement, locale);
    const list = await within(popup(canvasElement)).findByRole('listbox', {}, API_WAIT);
    await userEvent.keyboard('{ArrowDown}');
    const first = within(list).getAllByRole('option')[0]!;
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(field(canvasElement, locale)).toHaveAttribute('aria-activedescendant', first.id);
  },
};

/** A misspelt word finds nothing: the status says so, 'Did you mean …?' offers the catalogue's word. */
export const NothingFoundWithSuggestion: Story = {
  parameters: {
    api: [
      {
        path: '/api/catalogue/search',
        handler: (request: Request) => {
          const locale = (new URL(request.url).searchParams.get('locale') ?? 'en') as Locale;
          return { body: { s: 'xx', total: 0, items: [], suggestion: SEARCH_WORD[locale] } };
        },
      },
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await typeWord(canvasElement, locale, `${SEARCH_WORD[locale]}x`);
    const dialog = popup(canvasElement);
    await within(dialog).findByRole(
      'button',
      { name: msg(locale, 'search.suggestion', { suggestion: SEARCH_WORD[locale] }) },
      API_WAIT,
    );
  },
};

/**
 * What the status says when more products match than the server ranks (`total` 1 000, `moreThanTotal`). The French
 * separator is U+202F, which toHaveTextContent folds into a space.
 */
const MORE_THAN_FOUND: Record<Locale, string> = {
  fr: 'Plus de 1 000 produits trouvés',
  en: 'More than 1,000 products found',
  ar: 'عُثر على أكثر من 1,000 منتج',
};

/** A word matching more products than the server's ranking window: 'More than 1,000 products found'. */
export const MoreThanTotalFound: Story = {
  parameters: {
    api: [
      {
        path: '/api/catalogue/search',
        handler: (request: Request) => {
          const locale = (new URL(request.url).searchParams.get('locale') ?? 'en') as Locale;
          return { body: { ...fixture<object>('catalogue/search:tagine', locale), total: 1000, moreThanTotal: true } };
        },
      },
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await typeWord(canvasElement, locale);
    await within(popup(canvasElement)).findByRole('listbox', {}, API_WAIT);
    await waitFor(
      () => expect(within(popup(canvasElement)).getByRole('status')).toHaveTextContent(MORE_THAN_FOUND[locale]),
      API_WAIT,
    );
  },
};

/** The server has not answered yet: 'Searching…' in the status region. */
export const Searching: Story = {
  tags: ['busy'],
  parameters: { api: [pendingRoute('/api/catalogue/search')] },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await typeWord(canvasElement, locale);
    await waitFor(
      () => expect(within(popup(canvasElement)).getByRole('status')).toHaveTextContent(msg(locale, 'search.searching')),
      API_WAIT,
    );
  },
};

/** The search failed: what happened, and 'Try again'. */
export const Failed: Story = {
  parameters: { api: [failingRoute('/api/catalogue/search')] },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await typeWord(canvasElement, locale);
    await within(popup(canvasElement)).findByRole('button', { name: msg(locale, 'search.retry') }, { timeout: 8000 });
  },
};

/** Enter in an empty field: the field is marked invalid and says what to do; nothing else happens. */
export const EmptySubmit: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await userEvent.click(field(canvasElement, locale));
    await userEvent.keyboard('{Enter}');
    await expect(field(canvasElement, locale)).toHaveAccessibleDescription(msg(locale, 'search.empty'));
  },
};

/** The store turned live search off (`search.ajaxDisabled`): the form only, no hint, no live results. */
export const LiveSearchOff: Story = {
  parameters: { api: [settingsRoute({ search: { ajaxDisabled: true } })] },
};
