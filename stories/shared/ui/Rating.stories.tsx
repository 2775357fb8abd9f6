/** Read-only stars, one image for assistive technology ('Rated 4.83 out of 5'). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Rating } from '@shared/ui/Rating';

const meta = {
  title: 'Shared/Rating',
  component: Rating,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 4.83 stars from a large number of ratings (the count is shown with Latin digits in every locale). */
export const WithCount: Story = { args: { average: 483, count: 12345 } };

/** Without a count (product page summary), a low partial rating. */
export const WithoutCount: Story = { args: { average: 120 } };
