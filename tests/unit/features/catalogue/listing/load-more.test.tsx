import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadMoreControl } from '@features/catalogue/components/listing/LoadMoreControl';
import { renderWithProviders } from '../../../../support/render';

/** An IntersectionObserver the test drives: `reveal()` reports the button within the auto-click margin. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly options: IntersectionObserverInit | undefined;
  private readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}
  unobserve() {}
  reveal(isIntersecting = true) {
    act(() =>
      this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
    );
  }
}

const observer = () => FakeObserver.instances.at(-1)!;

function renderControl(mode: 'load-more' | 'infinite' = 'load-more') {
  const onLoad = vi.fn();
  const results = createRef<HTMLElement>();
  renderWithProviders(
    <>
      <a href="#before">Before</a>
      <LoadMoreControl mode={mode} hasMore loading={false} results={results} onLoad={onLoad} announcement="" />
    </>,
  );
  return { onLoad, button: screen.getByRole('button', { name: 'Load more' }) };
}

/** An infinite listing with every page shown: only its end remains. */
function renderEnd(props: { announcement: string; listedOnly?: number }, locale: 'fr' | 'en' | 'ar') {
  renderWithProviders(
    <LoadMoreControl
      mode="infinite"
      hasMore={false}
      loading={false}
      results={createRef()}
      onLoad={vi.fn()}
      {...props}
    />,
    { locale },
  );
}

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('LoadMoreControl', () => {
  it('watches the button with the spec margin (300 px on wide viewports)', () => {
    renderControl();
    expect(observer().options?.rootMargin).toBe('0px 0px 300px 0px');
  });

  it('clicks itself when the shopper scrolls it near the viewport', () => {
    const { onLoad } = renderControl();
    fireEvent.scroll(window);
    observer().reveal();
    expect(onLoad).toHaveBeenCalledWith('scroll');
  });

  it('never loads because focus reached it, even when the focus move scrolls it into view', async () => {
    const user = userEvent.setup();
    const { onLoad, button } = renderControl();
    await user.tab();
    await user.tab();
    expect(button).toHaveFocus();
    // The browser scrolls the focused button into view: a scroll event and an intersection follow the focus.
    fireEvent.scroll(window);
    observer().reveal();
    expect(onLoad).not.toHaveBeenCalled();
  });

  it('ignores scrolls caused by focusing something else near it, then loads on the next shopper scroll', () => {
    vi.useFakeTimers();
    const { onLoad } = renderControl();
    act(() => screen.getByRole('link', { name: 'Before' }).focus());
    fireEvent.scroll(window);
    observer().reveal();
    expect(onLoad).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(600));
    fireEvent.scroll(window);
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('tells a keyboard press from a pointer click, so only the keyboard moves focus to the new products', async () => {
    const user = userEvent.setup();
    const { onLoad, button } = renderControl();
    await user.click(button);
    expect(onLoad).toHaveBeenLastCalledWith('pointer');
    button.focus();
    await user.keyboard('{Enter}');
    expect(onLoad).toHaveBeenLastCalledWith('keyboard');
  });

  it('says when every product is shown, in a status region that outlives the button', () => {
    renderEnd({ announcement: '12 more products loaded All products are shown' }, 'en');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('All products are shown', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('12 more products loaded');
  });

  it.each([
    ['en', 'Only 1,000 products are shown. Refine your search to see the others.'],
    ['fr', 'Seuls 1\u202f000 produits sont affichés. Affinez votre recherche pour voir les autres.'],
    ['ar', 'تم عرض 1,000 منتج فقط. ضيّق نطاق بحثك لرؤية المنتجات الأخرى.'],
  ] as const)("does not claim every product is shown past a search's ranking window (%s)", (locale, text) => {
    renderEnd({ announcement: '', listedOnly: 1000 }, locale);
    // Testing Library folds the French U+202F into a space: the exact characters are checked on the text itself.
    expect(screen.getByText(text.replace(/\s/g, ' '), { selector: 'p' }).textContent).toBe(text);
  });

  it('stays focusable while a page loads, aria-disabled', () => {
    renderWithProviders(
      <LoadMoreControl mode="load-more" hasMore loading results={createRef()} onLoad={vi.fn()} announcement="" />,
      { locale: 'fr' },
    );
    expect(screen.getByRole('button', { name: 'Charger plus' })).toHaveAttribute('aria-disabled', 'true');
  });
});
