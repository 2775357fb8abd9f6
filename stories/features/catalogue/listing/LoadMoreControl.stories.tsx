/**
 * The end of a load-more or infinite listing: the button, its loading state, and 'All products are shown' with
 * the announcement of the last load (or, past a search's ranking window, 'Only 1,000 products are shown').
 */
import { createRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoadMoreControl } from '@features/catalogue/components/listing/LoadMoreControl';

const meta = {
  title: 'Features/Catalogue/Listing/LoadMoreControl',
  component: LoadMoreControl,
  tags: ['mobile'],
  parameters: { layout: 'padded' },
  args: { mode: 'load-more', hasMore: true, loading: false, results: createRef(), onLoad: fn(), announcement: '' },
  argTypes: { results: { control: false } },
} satisfies Meta<typeof LoadMoreControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

/** A page is loading: the button stays focusable, aria-disabled, with a spinner. */
export const Loading: Story = { tags: ['busy'], args: { loading: true } };

/** Every page is shown: the button has gone. */
export const AllShown: Story = { args: { hasMore: false } };

/** Every page of a search past the server's ranking window is shown: more products match than it lists. */
export const ListedOnlyShown: Story = { args: { hasMore: false, listedOnly: 1000 } };
