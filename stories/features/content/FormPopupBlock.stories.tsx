/**
 * A page's form in a popup: the button the page shows, and the dialog it opens holding the contact form (the whole
 * screen on a phone). In three locales, on a phone too.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ContentBlocks } from '@features/content/components/ContentBlocks';
import { EmbeddedForm } from '@features/forms/components/EmbeddedForm';
import { API_WAIT, storyLocale } from '../../support/api';
import { words } from '../../support/content';
import { formApiRoutes, seededForm } from '../../support/forms';

const meta = {
  title: 'Features/Content/FormPopupBlock',
  component: ContentBlocks,
  tags: ['mobile'],
  parameters: { layout: 'padded', api: formApiRoutes },
  args: { blocks: [], renderProducts: () => null },
  argTypes: { blocks: { control: false }, renderProducts: { control: false } },
  render: (args, { globals }) => (
    <ContentBlocks
      {...args}
      blocks={[{ type: 'form', form: 'contact', popup: { button: words(storyLocale(globals)).popup } }]}
      renderForm={(block, dialogTitleId) => <EmbeddedForm slug={block.form} dialogTitleId={dialogTitleId} />}
    />
  ),
} satisfies Meta<typeof ContentBlocks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button the page shows: nothing is asked of the server until it is pressed. */
export const Closed: Story = {};

/** Pressed: the contact form in a dialog named by its title, with its close button. */
export const Open: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: words(locale).popup }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: seededForm('contact', locale).title }, API_WAIT);
    await expect(dialog).toBeVisible();
  },
};
