/**
 * The language links. There is no 'open' state: they are a plain list of links, always shown (on phones they
 * sit in the collapsed top bar: see TopBar / Expanded).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageSwitcher } from '@features/navigation/components/LanguageSwitcher';

const meta = {
  title: 'Features/Navigation/LanguageSwitcher',
  component: LanguageSwitcher,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a sub-category page with a query: each link keeps the path and query; the current language is marked. */
export const Default: Story = {
  parameters: { route: '/category/bowls/?page=2' },
};
