/** The manage popup: the visitor's lists with their actions, creating one, and the confirmation before a delete. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent, within } from 'storybook/test';
import { ManageDialog } from '@features/wishlist/components/ManageDialog';
import { API_WAIT, msg, storyLocale, msgText } from '../../support/api';
import { withWishlistCookie, wishlistRoute } from '../../support/wishlist';

const meta = {
  title: 'Features/Wishlist/ManageDialog',
  component: ManageDialog,
  tags: ['mobile'],
  args: { open: true, onClose: () => undefined },
  parameters: { api: [wishlistRoute('full')] },
  beforeEach: withWishlistCookie,
} satisfies Meta<typeof ManageDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (locale: 'fr' | 'en' | 'ar') =>
  screen.findByRole('dialog', { name: msg(locale, 'wishlist.manage.title') }, API_WAIT);

/** Two lists: the unnamed default one ('Wishlist', marked Default) and 'Eid gifts'. */
export const Lists: Story = {
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    await within(await dialog(locale)).findByText(msgText(locale, 'wishlist.manage.isDefault'), {}, API_WAIT);
  },
};

/** A visitor without a list yet: only the form to create one. */
export const NoList: Story = {
  beforeEach: () => undefined,
  play: async ({ globals }) => void (await dialog(storyLocale(globals))),
};

/** 'Create' pressed without a name: the field says what is missing. */
export const NameMissing: Story = {
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    const manage = within(await dialog(locale));
    await userEvent.click(manage.getByRole('button', { name: msg(locale, 'wishlist.manage.create') }));
    await manage.findByText(msgText(locale, 'wishlist.manage.nameRequired'));
  },
};

/** 'Delete' pressed on 'Eid gifts': the confirmation, Cancel focused. */
export const ConfirmDelete: Story = {
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    const manage = within(await dialog(locale));
    const remove = msg(locale, 'wishlist.manage.delete');
    const buttons = await manage.findAllByRole('button', { name: (name) => name.startsWith(remove) }, API_WAIT);
    await userEvent.click(buttons.at(-1)!);
    await screen.findByRole('alertdialog', {}, API_WAIT);
  },
};
