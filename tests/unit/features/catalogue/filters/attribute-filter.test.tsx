import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AttributeFilter } from '@features/catalogue/components/filters/AttributeFilter';
import { TermDropdown } from '@features/catalogue/components/filters/TermDropdown';
import type { AttributeFacet } from '@features/catalogue/model/listing-types';
import type { ChoiceMode } from '@features/catalogue/model/filters';
import type { ListingFilters } from '@domain/listing';
import { mockApi } from '../../../../support/mock-api';
import { renderWithProviders } from '../../../../support/render';
import { colour, Controlled, filters, material, onChangeSpy } from './fixtures';

function renderFilter(facet: AttributeFacet, mode: ChoiceMode = 'multiple', initial: ListingFilters = filters()) {
  return renderWithProviders(
    <Controlled initial={initial}>
      {(f, onChange) => <AttributeFilter facet={facet} filters={f} onChange={onChange} mode={mode} />}
    </Controlled>,
  );
}

describe('AttributeFilter', { timeout: 20_000 }, () => {
  beforeEach(() => {
    mockApi([]);
    onChangeSpy.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists a short attribute as checkboxes named with their counts, each of which toggles', async () => {
    const user = userEvent.setup();
    renderFilter(colour);
    expect(screen.getByRole('heading', { level: 3, name: 'Colour' })).toBeInTheDocument();
    const blue = screen.getByRole('checkbox', { name: 'Blue, 12 products' });
    expect(screen.getByRole('checkbox', { name: 'Green, 1 product' })).toBeInTheDocument();
    expect(screen.getByText('Blue')).toBeVisible();
    await user.click(blue);
    await user.click(screen.getByRole('checkbox', { name: 'Saffron, 4 products' }));
    expect(onChangeSpy).toHaveBeenLastCalledWith(
      expect.objectContaining({ attributes: [{ attribute: 'colour', terms: ['blue', 'saffron'], queryType: 'and' }] }),
    );
    await user.click(blue);
    expect(onChangeSpy.mock.lastCall?.[0].attributes[0]?.terms).toEqual(['saffron']);
  });

  it('keeps the query type of the address', async () => {
    const user = userEvent.setup();
    renderFilter(
      colour,
      'multiple',
      filters({ attributes: [{ attribute: 'colour', terms: ['blue'], queryType: 'or' }] }),
    );
    expect(screen.getByRole('checkbox', { name: 'Blue, 12 products' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Green, 1 product' }));
    expect(onChangeSpy.mock.lastCall?.[0].attributes).toEqual([
      { attribute: 'colour', terms: ['blue', 'green'], queryType: 'or' },
    ]);
  });

  it('chooses one term at a time in a single-choice list, and clears it with Any', async () => {
    const user = userEvent.setup();
    renderFilter(colour, 'single');
    expect(screen.getByRole('radio', { name: 'Any' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Blue, 12 products' }));
    await user.click(screen.getByRole('radio', { name: 'Green, 1 product' }));
    expect(onChangeSpy.mock.lastCall?.[0].attributes[0]?.terms).toEqual(['green']);
    await user.click(screen.getByRole('radio', { name: 'Any' }));
    expect(onChangeSpy.mock.lastCall?.[0].attributes).toEqual([]);
  });

  it('collapses and expands the widget from its heading', async () => {
    const user = userEvent.setup();
    renderFilter(colour);
    const toggle = screen.getByRole('button', { name: 'Colour' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: /Blue/ })).not.toBeInTheDocument();
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).not.toBeVisible();
  });

  it('keeps up to 15 colours as swatch checkboxes in view, not behind a search box', () => {
    const palette = ['Blue', 'Green', 'Saffron', 'Terracotta', 'Ebony', 'Sand', 'Mint'];
    renderFilter({
      ...colour,
      terms: palette.map((name, i) => ({ slug: name.toLowerCase(), name, swatch: '#1d3f8a', count: i + 1 })),
    });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getAllByRole('checkbox')).toHaveLength(palette.length);
  });

  it('makes a list of 5 or more terms a searchable dropdown, filtered as the shopper types', async () => {
    const user = userEvent.setup();
    renderFilter(material);
    const box = screen.getByRole('combobox', { name: 'Search Material' });
    await user.click(box);
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(6);
    await user.type(box, 'ECRU');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([expect.stringContaining('Écru cotton')]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChangeSpy.mock.lastCall?.[0].attributes).toEqual([
      { attribute: 'material', terms: ['ecru-cotton'], queryType: 'and' },
    ]);
    await user.clear(box);
    await user.type(box, 'velvet');
    expect(screen.getAllByText('No matches found').length).toBeGreaterThan(0);
    expect(screen.getByRole('status')).toHaveTextContent('No matches found');
  });

  it('asks to delete characters when the search is too long', async () => {
    const user = userEvent.setup();
    renderFilter(material);
    const box = screen.getByRole('combobox', { name: 'Search Material' });
    await user.click(box);
    await user.type(box, 'x'.repeat(42));
    expect(screen.getByRole('status')).toHaveTextContent('Please delete 2 characters');
    await user.keyboard('{Backspace}');
    expect(screen.getByRole('status')).toHaveTextContent('Please delete 1 character');
  });

  it('says in French and Arabic that nothing matched', async () => {
    const user = userEvent.setup();
    mockApi([]);
    const { unmount } = renderWithProviders(
      <AttributeFilter facet={material} filters={filters()} onChange={onChangeSpy} />,
      { locale: 'fr' },
    );
    await user.type(screen.getByRole('combobox', { name: 'Rechercher dans Material' }), 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('Aucun résultat trouvé');
    unmount();
    renderWithProviders(<AttributeFilter facet={material} filters={filters()} onChange={onChangeSpy} />, {
      locale: 'ar',
    });
    await user.type(screen.getByRole('combobox', { name: 'ابحث في Material' }), 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('لم يتم العثور على نتائج');
  });
});

describe('TermDropdown messages', { timeout: 20_000 }, () => {
  const many: AttributeFacet = {
    slug: 'size',
    name: 'Size',
    type: 'select',
    terms: Array.from({ length: 22 }, (_, i) => ({ slug: `s${i}`, name: `Size ${i}`, swatch: null, count: 1 })),
  };
  beforeEach(() => mockApi([]));
  afterEach(() => vi.unstubAllGlobals());

  it('says how many terms may be chosen once the limit is reached', async () => {
    const user = userEvent.setup();
    const chosen = filters({
      attributes: [{ attribute: 'size', terms: many.terms.slice(0, 20).map((t) => t.slug), queryType: 'and' }],
    });
    renderWithProviders(
      <TermDropdown facet={many} chosen={chosen.attributes[0]!.terms} mode="multiple" onChange={vi.fn()} />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Search Size' }));
    expect(screen.getByRole('status')).toHaveTextContent('You can only select 20 items');
  });

  it('asks for characters before listing terms when a minimum is set', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <TermDropdown facet={many} chosen={[]} mode="multiple" onChange={vi.fn()} minQueryLength={1} />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Search Size' }));
    expect(screen.getByRole('status')).toHaveTextContent('Please enter 1 or more characters');
    await user.keyboard('2');
    const names = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toEqual(['Size 2', 'Size 12', 'Size 20', 'Size 21'].map((n) => expect.stringContaining(`${n},`)));
  });
});
