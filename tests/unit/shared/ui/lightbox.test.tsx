import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Lightbox, ZoomableImage, type LightboxImage, type LightboxProps } from '@shared/ui/lightbox';
import { SLIDESHOW_DELAY_MS } from '@shared/ui/lightbox/Lightbox';
import type { Locale } from '@domain/locales';
import { renderWithProviders } from '../../../support/render';
import { setViewportWidth } from '../../features/navigation/fixtures';

const IMAGES: LightboxImage[] = ['Terracotta mug', 'Indigo bowl', 'Saffron plate'].map((title, i) => ({
  src: `/media/${i}-1200.webp`,
  width: 1200,
  height: 1200,
  alt: `${title}, seen from the side`,
  title,
  caption: i === 1 ? 'Glazed by hand in Safi.' : undefined,
}));

function Viewer(props: Partial<LightboxProps> & { start?: number }) {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(props.start ?? 0);
  return (
    <>
      <ZoomableImage {...IMAGES[index]!} alt={IMAGES[index]!.alt} onOpen={() => setOpen(true)} />
      <Lightbox
        images={IMAGES}
        index={index}
        onIndexChange={setIndex}
        open={open}
        onClose={() => setOpen(false)}
        shareUrl="https://zellige.example/en/product/mug/"
        {...props}
      />
    </>
  );
}

async function openViewer(props: Partial<LightboxProps> & { start?: number } = {}, locale: Locale = 'en') {
  const user = userEvent.setup();
  renderWithProviders(<Viewer {...props} />, { locale });
  const opener = screen.getByRole('button', { name: /^(Enlarge image|تكبير الصورة)/ });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog');
  return { user, opener, dialog };
}

// Read once the file's setup has cleared what the file before it left (read on import, it was that file's).
let realMatchMedia: typeof window.matchMedia;
beforeAll(() => {
  realMatchMedia = window.matchMedia;
});
beforeEach(() => setViewportWidth(1280, { reducedMotion: true }));
afterEach(() => {
  window.matchMedia = realMatchMedia;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Lightbox', { timeout: 20_000 }, () => {
  it('is a modal dialog named by the image title, with its caption, a counter and announcements', async () => {
    const { user, dialog } = await openViewer();
    expect(dialog).toHaveAccessibleName('Terracotta mug');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('Image 1 of 3')).toBeInTheDocument();
    expect(dialog.querySelector('bdi')?.textContent).toBe('1 / 3');
    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(dialog).toHaveAccessibleName('Indigo bowl');
    expect(dialog).toHaveAccessibleDescription('Glazed by hand in Safi.');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Image 2 of 3: Indigo bowl');
  });

  it('marks previous unavailable on the first image and next on the last', async () => {
    const { user, dialog } = await openViewer({ start: 2 });
    const next = within(dialog).getByRole('button', { name: 'Next image' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(dialog).toHaveAccessibleName('Saffron plate');
    await user.keyboard('{Home}');
    expect(within(dialog).getByRole('button', { name: 'Previous image' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('changes image with the arrow keys, mirrored in Arabic', async () => {
    const { user, dialog } = await openViewer({}, 'ar');
    expect(dialog.querySelector('bdi')).toHaveAttribute('dir', 'rtl');
    expect(dialog.querySelector('bdi')?.textContent).toBe('1 من 3');
    await user.keyboard('{ArrowLeft}');
    expect(dialog).toHaveAccessibleName('Indigo bowl');
    await user.keyboard('{ArrowRight}');
    expect(dialog).toHaveAccessibleName('Terracotta mug');
  });

  it('zooms from 1× to 3×, pans with the arrow keys while zoomed, and resets', async () => {
    const { user, dialog } = await openViewer();
    const image = within(dialog).getByRole('img', { name: 'Terracotta mug, seen from the side' });
    Object.defineProperties(image, { offsetWidth: { value: 400 }, offsetHeight: { value: 400 } });
    const zoomIn = within(dialog).getByRole('button', { name: 'Zoom in' });
    expect(within(dialog).getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-disabled', 'true');
    for (let i = 0; i < 5; i += 1) await user.click(zoomIn);
    expect(image.style.transform).toBe('translate(0px, 0px) scale(3)');
    expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Zoom 300%');
    await user.keyboard('{ArrowRight}');
    // Panned, not the next image: the arrow keys move around a zoomed image.
    expect(image.style.transform).toBe('translate(-48px, 0px) scale(3)');
    expect(dialog).toHaveAccessibleName('Terracotta mug');
    await user.click(within(dialog).getByRole('button', { name: 'Reset zoom' }));
    expect(image.style.transform).toBe('translate(0px, 0px) scale(1)');
    await user.keyboard('{ArrowRight}');
    expect(dialog).toHaveAccessibleName('Indigo bowl');
  });

  it('closes with Escape and gives focus back to the image that opened it, without warnings', async () => {
    const warnings = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
    const { user, opener, dialog } = await openViewer();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
    warnings.forEach((spy) => expect(spy).not.toHaveBeenCalled());
  });

  it('gives focus where the page asks when the opener has moved', async () => {
    const { user } = await openViewer({ returnFocus: () => document.getElementById('elsewhere') });
    const elsewhere = document.createElement('button');
    elsewhere.id = 'elsewhere';
    document.body.append(elsewhere);
    await user.click(screen.getByRole('button', { name: 'Close the image viewer' }));
    await waitFor(() => expect(elsewhere).toHaveFocus());
    elsewhere.remove();
  });

  it('shares through the Web Share API when the browser has it', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    const { user, dialog } = await openViewer();
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Terracotta mug', url: 'https://zellige.example/en/product/mug/' });
  });

  it('copies the link otherwise, and says so', async () => {
    const { user, dialog } = await openViewer();
    // After user-event's set-up, which puts a clipboard of its own on the navigator; jsdom has no Web Share.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith('https://zellige.example/en/product/mug/');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Link copied');
  });

  it("shows the spec's 'Copy to clipboard: Ctrl+C, Enter' prompt when copying fails; Enter closes it", async () => {
    const { user, dialog } = await openViewer();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const shareButton = within(dialog).getByRole('button', { name: 'Share' });
    await user.click(shareButton);
    const field = await within(dialog).findByRole('textbox', { name: 'Copy to clipboard: Ctrl+C, Enter' });
    expect(field).toHaveValue('https://zellige.example/en/product/mug/');
    await waitFor(() => expect(field).toHaveFocus());
    expect([(field as HTMLInputElement).selectionStart, (field as HTMLInputElement).selectionEnd]).toEqual([0, 39]);
    // Escape closes the prompt, not the viewer.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(shareButton).toHaveFocus();
    await user.click(shareButton);
    await user.keyboard('{Enter}');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });

  it('offers full screen only where the browser supports it', async () => {
    const { user, dialog, opener } = await openViewer();
    expect(within(dialog).queryByRole('button', { name: 'Full screen' })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const request = vi.fn().mockResolvedValue(undefined);
    // jsdom has no Fullscreen API: give it one.
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
    HTMLElement.prototype.requestFullscreen = request;
    await user.click(opener);
    const button = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Full screen' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(request).toHaveBeenCalled();
    delete (HTMLElement.prototype as Partial<HTMLElement>).requestFullscreen;
    Reflect.deleteProperty(document, 'fullscreenEnabled');
  });

  it('offers download only when the store enables it', async () => {
    const { dialog } = await openViewer({ tools: { download: true, zoom: false, share: false } });
    const link = within(dialog).getByRole('link', { name: 'Download' });
    expect(link).toHaveAttribute('href', '/media/0-1200.webp');
    expect(link).toHaveAttribute('download');
    expect(within(dialog).queryByRole('button', { name: 'Zoom in' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('plays a slide show only when the store enables it: never started under reduced motion, silent, looping', async () => {
    expect(within((await openViewer()).dialog).queryByRole('button', { name: /slide show/ })).toBeNull();
    cleanup();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user, dialog } = await openViewer({ tools: { autoplay: true }, start: 1 });
      const start = within(dialog).getByRole('button', { name: 'Start automatic slide show' });
      await act(() => vi.advanceTimersByTimeAsync(SLIDESHOW_DELAY_MS * 2));
      expect(dialog).toHaveAccessibleName('Indigo bowl');
      await user.click(start);
      within(dialog).getByRole('button', { name: 'Stop automatic slide show' });
      await act(() => vi.advanceTimersByTimeAsync(SLIDESHOW_DELAY_MS));
      expect(dialog).toHaveAccessibleName('Saffron plate');
      // While it moves the live region is off, so the images are not read out one after the other.
      expect(within(dialog).getByRole('status')).toHaveAttribute('aria-live', 'off');
      await act(() => vi.advanceTimersByTimeAsync(SLIDESHOW_DELAY_MS));
      expect(dialog).toHaveAccessibleName('Terracotta mug');
      await user.click(within(dialog).getByRole('button', { name: 'Stop automatic slide show' }));
      await act(() => vi.advanceTimersByTimeAsync(SLIDESHOW_DELAY_MS * 2));
      expect(dialog).toHaveAccessibleName('Terracotta mug');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a thumbnail strip only when the store enables it; a thumbnail shows its image', async () => {
    expect(within((await openViewer()).dialog).queryByRole('button', { name: /Show image/ })).toBeNull();
    cleanup();
    const { user, dialog } = await openViewer({ tools: { thumbnail: true } });
    const third = within(dialog).getByRole('button', { name: 'Show image 3 of 3' });
    await user.click(third);
    expect(dialog).toHaveAccessibleName('Saffron plate');
    expect(third).toHaveAttribute('aria-current', 'true');
  });
});
