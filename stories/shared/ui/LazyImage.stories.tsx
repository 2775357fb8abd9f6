/** A responsive image with its intrinsic size reserved (the browser picks the file from srcset and sizes). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import type { HomeCatalogue } from '@features/catalogue/model/types';
import { LazyImage } from '@shared/ui/LazyImage';
import { fixture } from '../../../tests/support/fixtures/routes';
import { storyLocale } from '../../support/api';

const lanterns = fixture<HomeCatalogue>('catalogue/home', 'en').categories.find((c) => c.slug === 'lanterns')?.image;

const meta = {
  title: 'Shared/LazyImage',
  component: LazyImage,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <Box sx={{ maxInlineSize: 320 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    src: lanterns?.src ?? '',
    srcSet: lanterns?.srcset,
    sizes: '320px',
    width: lanterns?.width ?? 600,
    height: lanterns?.height ?? 600,
    alt: lanterns?.alt ?? '',
  },
} satisfies Meta<typeof LazyImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The category picture of the home fixture, its alt text in the story's locale. */
export const Responsive: Story = {
  render: (args, { globals }) => {
    const image = fixture<HomeCatalogue>('catalogue/home', storyLocale(globals)).categories.find(
      (c) => c.slug === 'lanterns',
    )?.image;
    return <LazyImage {...args} alt={image?.alt ?? args.alt} />;
  },
};
