/**
 * The image viewer, opened from the gallery's zoomable main image: closed, open on the first image, zoomed, on the
 * last image, with the spec's copy prompt when the browser can neither share nor copy, with download on, with its
 * slide show started and with its thumbnail strip.
 * The dialog is in a portal: play functions look for it in the whole document.
 */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '@mui/material';
import type { Locale } from '@domain/locales';
import { Lightbox, ZoomableImage, type LightboxTools } from '@shared/ui/lightbox';
import { msg, storyLocale } from '../../support/api';
import { galleryImages } from '../../support/gallery';

interface ViewerProps {
  locale: Locale;
  start: number;
  tools?: Partial<LightboxTools>;
}

function GalleryViewer({ locale, start, tools }: ViewerProps) {
  const images = galleryImages(locale, 5);
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(start);
  const image = images[index]!;
  return (
    <Box sx={{ maxInlineSize: 420 }}>
      <ZoomableImage
        src={image.slideSrc}
        srcSet={image.slideSrcSet}
        sizes="420px"
        width={image.width}
        height={image.height}
        alt={image.alt}
        priority
        onOpen={() => setOpen(true)}
      />
      <Lightbox
        open={open}
        onClose={() => setOpen(false)}
        images={images}
        index={index}
        onIndexChange={setIndex}
        tools={tools}
        shareUrl={`https://zellige.ma/${locale}/product/floral-ceramic-mug-from-meknes/`}
      />
    </Box>
  );
}

const meta = {
  title: 'Shared/Lightbox',
  component: GalleryViewer,
  tags: ['mobile'],
  parameters: { layout: 'padded' },
  args: { locale: 'en', start: 0 },
  argTypes: { locale: { control: false } },
  render: (args, { globals }) => <GalleryViewer {...args} locale={storyLocale(globals)} />,
} satisfies Meta<typeof GalleryViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicks the main image and returns the open viewer. */
async function openViewer(canvasElement: HTMLElement, locale: Locale, start: number): Promise<HTMLElement> {
  const alt = galleryImages(locale, 5)[start]!.alt;
  await userEvent.click(within(canvasElement).getByRole('button', { name: msg(locale, 'lightbox.enlarge', { alt }) }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
  await expect(dialog).toHaveAccessibleName(galleryImages(locale, 5)[start]!.title!);
  return dialog;
}

/** Closed: the gallery image, a button named 'Enlarge image: …' with a zoom badge. */
export const Closed: Story = {};

/** Open on the first image: counter '1 / 5', title, caption; 'Previous image' is unavailable. */
export const OpenFirstImage: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const dialog = await openViewer(canvasElement, locale, 0);
    await expect(within(dialog).getByRole('button', { name: msg(locale, 'lightbox.previous') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Open on the last image: 'Next image' is unavailable. */
export const OpenLastImage: Story = {
  args: { start: 4 },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const dialog = await openViewer(canvasElement, locale, 4);
    await expect(within(dialog).getByRole('button', { name: msg(locale, 'lightbox.next') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Zoomed to 200 % with the zoom-in button twice; 'Zoom out' and 'Reset zoom' are available. */
export const Zoomed: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const dialog = await openViewer(canvasElement, locale, 0);
    const zoomIn = within(dialog).getByRole('button', { name: msg(locale, 'lightbox.zoomIn') });
    await userEvent.click(zoomIn);
    await userEvent.click(zoomIn);
    await expect(within(dialog).getByRole('img').style.transform).toContain('scale(2)');
    zoomIn.blur();
  },
};

/**
 * No Web Share and no clipboard access (an insecure page, a refused permission): the spec's prompt
 * 'Copy to clipboard: Ctrl+C, Enter' names the link's field, focused and selected.
 */
export const ShareFallback: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const dialog = await openViewer(canvasElement, locale, 0);
    const nav = navigator as Navigator & Record<string, unknown>;
    Object.defineProperty(nav, 'share', { value: undefined, configurable: true });
    Object.defineProperty(nav, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('Refused', 'NotAllowedError')) },
      configurable: true,
    });
    try {
      await userEvent.click(within(dialog).getByRole('button', { name: msg(locale, 'lightbox.share') }));
      const field = await within(dialog).findByRole('textbox', { name: msg(locale, 'lightbox.copyPrompt') });
      await waitFor(() => expect(field).toHaveFocus());
    } finally {
      // Back to the browser's own: the next story on this page must not inherit the stubs.
      Reflect.deleteProperty(nav, 'share');
      Reflect.deleteProperty(nav, 'clipboard');
    }
  },
};

/** The slide show started from its control, which now offers to stop it; paused while the pointer rests on the image. */
export const SlideShowStarted: Story = {
  args: { tools: { autoplay: true } },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const dialog = within(await openViewer(canvasElement, locale, 0));
    await userEvent.click(dialog.getByRole('button', { name: msg(locale, 'carousel.autoplayStart') }));
    await userEvent.hover(dialog.getByRole('img'));
    await dialog.findByRole('button', { name: msg(locale, 'carousel.autoplayStop') });
  },
};

/** The thumbnail strip under the image: the shown image marked; another thumbnail shows that image. */
export const WithThumbnails: Story = {
  args: { tools: { thumbnail: true } },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const dialog = await openViewer(canvasElement, locale, 0);
    const thumbnail = (position: number) =>
      within(dialog).getByRole('button', {
        name: msg(locale, 'carousel.thumbnail', { position: String(position), total: '5' }),
      });
    await userEvent.click(thumbnail(3));
    await waitFor(() => expect(thumbnail(3)).toHaveAttribute('aria-current', 'true'));
    await expect(dialog).toHaveAccessibleName(galleryImages(locale, 5)[2]!.title!);
  },
};

/**
 * With the store's download setting on: a 'Download' link to the large file. One more icon than OpenFirstImage:
 * audited for accessibility, not snapshotted (baselines stay few).
 */
export const WithDownload: Story = {
  tags: ['no-visual'],
  args: { tools: { download: true } },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const dialog = await openViewer(canvasElement, locale, 0);
    await expect(within(dialog).getByRole('link', { name: msg(locale, 'lightbox.download') })).toHaveAttribute(
      'download',
    );
  },
};
