import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { startTransition, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntl, FormattedMessage, IntlProvider, useIntl } from '@shared/i18n/intl';
import { MessageGroup, MessageGroupsContext, type MessageGroups } from '@shared/i18n/message-groups';

afterEach(() => vi.restoreAllMocks());

const COUNT =
  '{count, plural, zero {لا منتجات} one {منتج واحد} two {منتجان} few {# منتجات} many {# منتجًا} other {# منتج}}';

describe('createIntl', () => {
  it('formats ICU plurals with the locale’s own rules (Arabic’s six forms)', () => {
    const intl = createIntl('ar-u-nu-latn', { n: COUNT });
    expect([0, 1, 2, 3, 11, 100].map((count) => intl.formatMessage({ id: 'n' }, { count }))).toEqual([
      'لا منتجات',
      'منتج واحد',
      'منتجان',
      '3 منتجات',
      '11 منتجًا',
      '100 منتج',
    ]);
  });

  it('formats pre-parsed messages (the production build’s) the same as strings', () => {
    const text = 'Cart, {count, plural, one {# item} other {# items}}';
    const fromText = createIntl('en', { m: text });
    const fromAst = createIntl('en', { m: parse(text) });
    expect(fromAst.formatMessage({ id: 'm' }, { count: 2 })).toBe(fromText.formatMessage({ id: 'm' }, { count: 2 }));
    expect(fromAst.formatMessage({ id: 'm' }, { count: 2 })).toBe('Cart, 2 items');
  });

  it('formats numbers and lists in the locale, and reports a missing message with its id standing in', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const intl = createIntl('fr', {});
    expect(intl.formatNumber(1234.5, { minimumFractionDigits: 2 })).toBe('1\u202f234,50');
    expect(intl.formatList(['a', 'b', 'c'], { type: 'conjunction' })).toBe('a, b et c');
    expect(intl.formatMessage({ id: 'nowhere' })).toBe('nowhere');
    expect(error).toHaveBeenCalledWith('[intl] no message "nowhere" for fr');
  });
});

describe('IntlProvider and rich messages', () => {
  function Sentence() {
    const intl = useIntl();
    return (
      <p>
        {intl.formatMessage(
          { id: 'suggestion' },
          { suggestion: 'tagine', link: (chunks) => <a href="/s">{chunks}</a> },
        )}
      </p>
    );
  }

  it('renders tags through their functions and elements among the text', () => {
    render(
      <IntlProvider
        locale="en"
        messages={{ suggestion: 'Did you mean <link>{suggestion}</link>?', free: 'Free from {amount}' }}
      >
        <Sentence />
        <FormattedMessage id="free" values={{ amount: <strong>500.00</strong> }} />
      </IntlProvider>,
    );
    expect(screen.getByRole('link', { name: 'tagine' })).toHaveAttribute('href', '/s');
    expect(screen.getByText('tagine').closest('p')).toHaveTextContent('Did you mean tagine?');
    expect(screen.getByText('500.00').tagName).toBe('STRONG');
  });
});

describe('MessageGroup', () => {
  function Label({ id }: { id: string }) {
    return <span>{useIntl().formatMessage({ id })}</span>;
  }

  it('waits for its group, then formats its messages next to the page’s', async () => {
    let resolve = () => undefined as void;
    const loaded = new Map<string, Record<string, string>>();
    const pending = new Promise<void>((r) => (resolve = r));
    const groups: MessageGroups = { get: (name) => loaded.get(name), load: () => pending };
    // The suspended render resumes inside act (as the app's router test does for the locale's resources).
    await act(async () => {
      render(
        <IntlProvider locale="en" messages={{ page: 'Page word' }}>
          <MessageGroupsContext.Provider value={groups}>
            <Suspense fallback={<span>waiting</span>}>
              <MessageGroup name="search">
                <Label id="page" /> <Label id="group" />
              </MessageGroup>
            </Suspense>
          </MessageGroupsContext.Provider>
        </IntlProvider>,
      );
    });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    loaded.set('search', { group: 'Group word' });
    await act(async () => resolve());
    expect(await screen.findByText('Group word')).toBeInTheDocument();
    expect(screen.getByText('Page word')).toBeInTheDocument();
  });

  it('calls the same hooks when a render that waited for its group is replayed (no recovered render error)', async () => {
    // As in the browser, outside act: React keeps the suspended transition render and replays the waiting
    // component as soon as its group arrives, without going through the fallback.
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
    const loaded = new Map<string, Record<string, string>>();
    let arriving: Promise<void> | undefined;
    const groups: MessageGroups = {
      get: (name) => loaded.get(name),
      load: () =>
        (arriving ??= new Promise<void>((resolve) => setTimeout(resolve)).then(
          () => void loaded.set('search', { group: 'Group word' }),
        )),
    };
    const recovered = vi.fn();
    const errors = vi.spyOn(console, 'error');
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container, { onRecoverableError: recovered });
    // A boundary already showing a page, as when a shopper navigates: the transition keeps it while waiting.
    const page = (content: ReactNode) => (
      <IntlProvider locale="en" messages={{ page: 'Page word' }}>
        <MessageGroupsContext.Provider value={groups}>
          <Suspense fallback={<span>waiting</span>}>{content}</Suspense>
        </MessageGroupsContext.Provider>
      </IntlProvider>
    );
    root.render(page(<Label id="page" />));
    await vi.waitFor(() => expect(container).toHaveTextContent('Page word'));
    startTransition(() =>
      root.render(
        page(
          <MessageGroup name="search">
            <Label id="group" />
          </MessageGroup>,
        ),
      ),
    );
    await vi.waitFor(() => expect(container).toHaveTextContent('Group word'));
    expect(recovered).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    root.unmount();
    container.remove();
    vi.unstubAllGlobals();
  });

  it('renders at once where every message is already there (no groups to download)', () => {
    render(
      <IntlProvider locale="en" messages={{ page: 'Page word' }}>
        <MessageGroup name="listing">
          <Label id="page" />
        </MessageGroup>
      </IntlProvider>,
    );
    expect(screen.getByText('Page word')).toBeInTheDocument();
  });
});
