/**
 * The collapsible top bar with LanguageSwitcher and CurrencySwitcher inside. On phones (390 px) the content is
 * taller than the threshold: collapsed to 26 px with a toggle. On desktop (1280 px) it fits on one line and has
 * no toggle, so Expanded looks like Default there.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TopBar } from '@features/navigation/components/TopBar';
import { forgetStoredChoices, msg, storyLocale, API_WAIT } from '../../support/api';

const meta = {
  title: 'Features/Navigation/TopBar',
  component: TopBar,
  tags: ['mobile'],
  beforeEach: forgetStoredChoices,
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The toggle pressed (where there is one): the language and currency switchers show. */
export const Expanded: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const locale = storyLocale(globals);
    await canvas.findByRole('list', { name: msg(locale, 'header.language.label') }, API_WAIT);
    // The toggle appears once the content is measured taller than the threshold: on phones, not on desktop.
    const toggle = await canvas
      .findByRole('button', { name: msg(locale, 'header.topBar.toggle') }, { timeout: 1000 })
      .catch(() => null);
    if (!toggle) return;
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};
