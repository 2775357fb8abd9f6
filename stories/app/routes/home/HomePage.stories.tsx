/**
 * The home page on its own (the shell around it: App/Shell), with HomeHero and ZelligePattern (never used
 * alone). Its catalogue states (loading, error, empty, long names) are in Features/Catalogue/HomeCatalogue.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HomePage } from '@app/routes/home/HomePage';

const meta = {
  title: 'App/HomePage',
  component: HomePage,
  tags: ['mobile'],
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
