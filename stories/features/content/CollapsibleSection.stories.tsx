/**
 * A collapsible section: folding on phones only (a plain heading and its text on wider screens), closed or open at
 * first, opened by its button, and folding everywhere. In three locales, on a phone too.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Typography } from '@mui/material';
import { CollapsibleSection } from '@features/content/components/CollapsibleSection';
import { storyLocale } from '../../support/api';
import { words } from '../../support/content';

const meta = {
  title: 'Features/Content/CollapsibleSection',
  component: CollapsibleSection,
  tags: ['mobile'],
  parameters: { layout: 'padded' },
  args: { title: '', titleLevel: 2, on: ['mobile'], status: 'closed', children: null },
  argTypes: { children: { control: false } },
  render: (args, { globals }) => {
    const w = words(storyLocale(globals));
    return (
      <CollapsibleSection {...args} title={w.section}>
        <Typography>{w.sectionText}</Typography>
      </CollapsibleSection>
    );
  },
} satisfies Meta<typeof CollapsibleSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Folds on phones, closed at first: on a phone only its button shows; wider, its heading and text. */
export const ClosedOnPhones: Story = {};

/** Folds on phones, open at first. */
export const OpenOnPhones: Story = { args: { status: 'open' } };

/** Folds everywhere, closed: the content is hidden from everyone until the button opens it. */
export const ClosedEverywhere: Story = {
  args: { on: ['mobile', 'tablet', 'desktop'] },
  play: async ({ canvasElement, globals }) => {
    const w = words(storyLocale(globals));
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: w.section });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(w.sectionText)).not.toBeVisible();
  },
};

/** Folds everywhere, opened by its button: the text shows and the button says so. */
export const OpenedByItsButton: Story = {
  args: { on: ['mobile', 'tablet', 'desktop'] },
  play: async ({ canvasElement, globals }) => {
    const w = words(storyLocale(globals));
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: w.section });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // Shown once the opening transition has begun (at once under reduced motion).
    await waitFor(() => expect(canvas.getByText(w.sectionText)).toBeVisible());
  },
};
