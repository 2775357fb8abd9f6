import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import {
  createIntl,
  defineMessages,
  FormattedMessage,
  IntlProvider,
  useIntl,
  type MessageTag,
  type MessageValue,
} from 'react-intl';
import { localeResources } from '@app/locale-resources';
import { cartMessages } from '@features/cart/messages';

afterEach(() => vi.restoreAllMocks());

const messages = defineMessages<{
  suggestion: { suggestion: MessageValue; link: MessageTag };
  free: { amount: MessageValue };
}>({
  suggestion: { id: 'test.suggestion', defaultMessage: 'Did you mean <link>{suggestion}</link>?' },
  free: { id: 'test.free', defaultMessage: 'Free from {amount}' },
});

describe('react-intl over the compiled catalogues', () => {
  it('formats Arabic plurals with their six forms and Latin digits', () => {
    const intl = createIntl({ locale: 'ar-u-nu-latn', defaultLocale: 'en', messages: localeResources('ar').messages });
    expect([0, 1, 2, 3, 11, 100].map((count) => intl.formatMessage(cartMessages.buttonName, { count }))).toEqual([
      'سلة التسوق، لا توجد منتجات',
      'سلة التسوق، منتج واحد',
      'سلة التسوق، منتجان',
      'سلة التسوق، 3 منتجات',
      'سلة التسوق، 11 منتجًا',
      'سلة التسوق، 100 منتج',
    ]);
  });

  it('formats each locale from its own catalogue, English from the extracted text', () => {
    const format = (locale: 'en' | 'fr', count: number) =>
      createIntl({ locale, defaultLocale: 'en', messages: localeResources(locale).messages }).formatMessage(
        cartMessages.buttonName,
        {
          count,
        },
      );
    expect([format('en', 1), format('en', 2)]).toEqual(['Cart, 1 item', 'Cart, 2 items']);
    expect(format('fr', 2)).not.toBe(format('en', 2));
  });

  it('formats numbers and lists in the locale', () => {
    const intl = createIntl({ locale: 'fr', messages: {} });
    expect(intl.formatNumber(1234.5, { minimumFractionDigits: 2 })).toBe('1\u202f234,50');
    expect(intl.formatList(['a', 'b', 'c'], { type: 'conjunction' })).toBe('a, b et c');
  });

  it('reports a message missing from a translation (console.error) and shows the English instead', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <IntlProvider locale="fr" defaultLocale="en" messages={{}}>
        <FormattedMessage {...messages.free} values={{ amount: '500' }} />
      </IntlProvider>,
    );
    expect(screen.getByText('Free from 500')).toBeInTheDocument();
    expect(String(error.mock.calls[0]?.[0])).toMatch(/MISSING_TRANSLATION[^]*test\.free/);
  });
});

describe('rich messages', () => {
  function Sentence() {
    const intl = useIntl();
    return (
      <p>
        {intl.formatMessage(messages.suggestion, { suggestion: 'tagine', link: (chunks) => <a href="/s">{chunks}</a> })}
      </p>
    );
  }

  it('renders tags through their functions and elements among the text', () => {
    render(
      <IntlProvider locale="en" defaultLocale="en" messages={{}}>
        <Sentence />
        <FormattedMessage {...messages.free} values={{ amount: <strong>500.00</strong> }} />
      </IntlProvider>,
    );
    expect(screen.getByRole('link', { name: 'tagine' })).toHaveAttribute('href', '/s');
    expect(screen.getByText('tagine').closest('p')).toHaveTextContent('Did you mean tagine?');
    expect(screen.getByText('500.00').tagName).toBe('STRONG');
  });
});

describe('locale resources', () => {
  it('give each locale its compiled catalogue and its direction’s styling', () => {
    const fr = localeResources('fr');
    expect(Array.isArray((fr.messages as Record<string, unknown>)['cart.button.name'])).toBe(true);
    expect(localeResources('ar').emotionCache.key).toBe('zrtl');
    expect(fr.emotionCache.key).toBe('zltr');
  });
});
