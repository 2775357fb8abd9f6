/**
 * The home page on its own (the shell around it: App/Shell), with HomeHero and ZelligePattern (never used
 * alone), and under its catalogue the blocks of the shop's 'home' content page (HomeStories). Its catalogue states
 * (loading, error, empty, long names) are in Features/Catalogue/HomeCatalogue; each block's in Features/Content.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HomePage } from '@app/routes/home/HomePage';
import { localeOf } from '../../../../tests/support/fixtures/routes';
import { blocks } from '../../../support/content';

const meta = {
  title: 'App/HomePage',
  component: HomePage,
  tags: ['mobile'],
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shop without a 'home' page: the hero and the catalogue alone. */
export const Default: Story = {};

/** The 'home' page's blocks under the catalogue: a heading, the workshops' carousel, a few words, a call to action. */
export const WithStoredBlocks: Story = {
  parameters: {
    api: [
      {
        path: /^\/api\/pages\/home\?/,
        handler: (request: Request) => {
          const b = blocks(localeOf(request));
          return {
            body: {
              slug: 'home',
              title: 'Home',
              description: '',
              blocks: [b.heading, b['image-carousel'], b.text, b.cta],
            },
          };
        },
      },
    ],
  },
};
