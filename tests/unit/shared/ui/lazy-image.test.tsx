import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { LazyImage } from '@shared/ui/LazyImage';

const props = {
  src: '/media/tagine-600.webp',
  srcSet: '/media/tagine-300.webp 300w, /media/tagine-600.webp 600w',
  sizes: '50vw',
  width: 600,
  height: 450,
  alt: 'Green Safi tagine',
};

describe('LazyImage', () => {
  it('is responsive, sized, lazy and decoded asynchronously by default', () => {
    render(<LazyImage {...props} />);
    const img = screen.getByRole('img', { name: 'Green Safi tagine' });
    expect(img).toHaveAttribute('src', props.src);
    expect(img).toHaveAttribute('srcset', props.srcSet);
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img).toHaveAttribute('width', '600');
    expect(img).toHaveAttribute('height', '450');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads at once with high priority when it has priority', () => {
    render(<LazyImage {...props} priority />);
    const img = screen.getByRole('img', { name: 'Green Safi tagine' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('keeps an empty alt for a decorative picture, and drops sizes without a srcset', () => {
    const { container } = render(<LazyImage {...props} srcSet="" alt="" />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('alt', '');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
