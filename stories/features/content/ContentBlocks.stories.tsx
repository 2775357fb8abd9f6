/**
 * A content page's blocks, each drawn by its component: headings and text (bold, a link in the shop, a link out, a
 * link to a picture's file that opens it in the lightbox), a picture that opens the lightbox (and the lightbox open
 * on it), a gallery, an image carousel, a product carousel, columns, a call to action, a collapsible section, and all
 * of them as a page. In three locales, on a phone too.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ContentBlocks } from '@features/content/components/ContentBlocks';
import type { ContentBlock } from '@features/content/model/types';
import type { CarouselBlockOptions } from '@domain/content/carousel-block';
import { ProductCarousel } from '@features/catalogue/components/ProductCarousel';
import type { ProductCardData } from '@features/catalogue/model/types';
import { msg, storyLocale } from '../../support/api';
import { blocks, pictures, textWithPictureLink, words } from '../../support/content';

type Kind = Exclude<ContentBlock['type'], 'form'>;

const meta = {
  title: 'Features/Content/ContentBlocks',
  component: ContentBlocks,
  tags: ['mobile'],
  parameters: { layout: 'padded' },
  args: { blocks: [], renderProducts: () => null },
  argTypes: { blocks: { control: false }, renderProducts: { control: false } },
  render: (args, { globals, parameters }) => {
    const all = blocks(storyLocale(globals));
    const kinds = (parameters.kinds as Kind[] | undefined) ?? (Object.keys(all) as Kind[]);
    // What a story's image carousel declares beside the block's own options.
    const declared = parameters.carousel as CarouselBlockOptions | undefined;
    return (
      <ContentBlocks
        {...args}
        blocks={kinds.map((kind) => (kind === 'image-carousel' ? { ...all[kind], ...declared } : all[kind]))}
        renderProducts={(block) => (
          <ProductCarousel title={block.title} products={block.cards as ProductCardData[]} options={block} />
        )}
      />
    );
  },
} satisfies Meta<typeof ContentBlocks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind of block, in the order a page might hold them. */
export const Page: Story = {};

/** A heading and paragraphs: bold, a link inside the shop (in the page's language) and one out, underlined. */
export const HeadingAndText: Story = {
  parameters: { kinds: ['heading', 'text'] },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: words(locale).link }).getAttribute('href')).toBe(`/${locale}/shop/`);
    await expect(canvas.getByRole('link', { name: words(locale).outside }).getAttribute('href')).toBe(
      'https://example.ma/',
    );
  },
};

/** A link in text to a picture's file: underlined like any link; pressing it opens the picture in the lightbox. */
export const TextWithPictureLink: Story = {
  render: (args, { globals }) => <ContentBlocks {...args} blocks={[textWithPictureLink(storyLocale(globals))]} />,
  play: async ({ canvasElement, globals }) => {
    const link = within(canvasElement).getByRole('link', { name: words(storyLocale(globals)).pictureLink });
    await expect(link.getAttribute('aria-haspopup')).toBe('dialog');
  },
};

/** That link pressed: the lightbox shows the picture, named by the link's words. */
export const TextPictureLinkInLightbox: Story = {
  render: TextWithPictureLink.render,
  play: async ({ canvasElement, globals }) => {
    const name = words(storyLocale(globals)).pictureLink;
    await userEvent.click(within(canvasElement).getByRole('link', { name }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(await within(dialog).findByRole('img', { name })).toBeVisible();
  },
};

/** A picture at its own proportions, as a link that enlarges it. */
export const Image: Story = { parameters: { kinds: ['image'] } };

/** The picture's link pressed: the lightbox shows it with its title, description and counter. */
export const ImageInLightbox: Story = {
  parameters: { kinds: ['image'] },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const picture = pictures(locale, 1)[0]!;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: msg(locale, 'lightbox.enlarge', { alt: picture.alt }) }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByText(picture.title!)).toBeVisible();
  },
};

/** Pictures in a grid, two to a row on phones and four from tablets. */
export const Gallery: Story = { parameters: { kinds: ['gallery'] } };

/** Pictures in the carousel, three to a view on desktops. */
export const ImageCarousel: Story = { parameters: { kinds: ['image-carousel'] } };

/**
 * An image carousel declaring the rest of what a page may: two pictures a view (one on a phone) 24 px apart (12 on a
 * phone), a whole view per step, a quicker move, 'Prev' and 'Next' in words around a zero-padded fraction; one step on.
 */
export const ImageCarouselDeclared: Story = {
  parameters: {
    kinds: ['image-carousel'],
    carousel: {
      items: { desktop: 2, mobile_extra: 1 },
      group: { desktop: 'inherit' },
      gutter: { desktop: 24, mobile_extra: 12 },
      speed: 300,
      nav: 'text',
      pagination: 'fraction-padded',
    } satisfies CarouselBlockOptions,
  },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: msg(locale, 'carousel.next') }));
    await canvas.findByText(/^02 (\/|من) 0[35]$/);
  },
};

/** Product cards in the carousel, under their heading. */
export const ProductCarouselBlock: Story = { parameters: { kinds: ['product-carousel'] } };

/** Two columns side by side from tablets, one under the other on phones. */
export const Columns: Story = { parameters: { kinds: ['columns'] } };

/** A call to action leading inside the shop. */
export const CallToAction: Story = {
  parameters: { kinds: ['cta'] },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const link = within(canvasElement).getByRole('link');
    await waitFor(() => expect(link.getAttribute('href')).toBe(`/${locale}/contact/`));
  },
};
