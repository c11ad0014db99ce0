import { fireEvent } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUi } from '../testing/render';
import { CardMedia } from './card';
import { Picture, type PictureImage } from './picture';

const image: PictureImage = {
  src: 'https://storage.example/render/a.jpg?width=640',
  srcSet:
    'https://storage.example/render/a.jpg?width=320 320w, https://storage.example/render/a.jpg?width=640 640w',
  sizes: '(min-width: 768px) 688px, calc(100vw - 2rem)',
  sources: [
    {
      type: 'image/avif',
      srcSet:
        'https://storage.example/render/a.jpg?width=320&format=avif 320w, https://storage.example/render/a.jpg?width=640&format=avif 640w',
    },
  ],
  width: 640,
  height: 360,
};

afterEach(() => {
  document.head.querySelectorAll('link').forEach((link) => link.remove());
});

describe('Picture', () => {
  it('draws modern formats first, with its widths, sizes and intrinsic size, lazily', () => {
    const { container } = renderUi(<Picture image={image} alt="" />);
    const source = container.querySelector('picture > source')!;
    expect(source.getAttribute('type')).toBe('image/avif');
    expect(source.getAttribute('srcset')).toBe(image.sources![0]!.srcSet);
    expect(source.getAttribute('sizes')).toBe(image.sizes);
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('srcset')).toBe(image.srcSet);
    expect(img.getAttribute('sizes')).toBe(image.sizes);
    expect(img.getAttribute('width')).toBe('640');
    expect(img.getAttribute('height')).toBe('360');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });

  it('the largest paint loads at once and is preloaded as the <picture> will ask for it', () => {
    const { container } = renderUi(<Picture image={image} alt="" priority />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    const link = document.head.querySelector('link[rel="preload"][as="image"]')!;
    expect(link.getAttribute('imagesrcset')).toBe(image.sources![0]!.srcSet);
    expect(link.getAttribute('imagesizes')).toBe(image.sizes);
    expect(link.getAttribute('type')).toBe('image/avif');
    expect(link.getAttribute('fetchpriority')).toBe('high');
    expect(document.head.querySelector('link[rel="preconnect"]')?.getAttribute('href')).toBe(
      'https://storage.example',
    );
  });

  it('on the server, the preload is written before the markup (the prerenderer moves it to <head>)', () => {
    const html = renderToString(<Picture image={image} alt="" priority />);
    expect(html.indexOf('<link rel="preload"')).toBeGreaterThanOrEqual(0);
    expect(html.indexOf('<link rel="preload"')).toBeLessThan(html.indexOf('<picture'));
    expect(html).toMatch(/<link rel="preload"[^>]*fetchPriority="high"/i);
    expect(html).toMatch(/<link rel="preload"[^>]*imageSrcSet="[^"]*format=avif 320w/i);
  });

  it('a plain address needs no <picture>', () => {
    const { container } = renderUi(<Picture image={{ src: '/a.svg' }} alt="" priority />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/a.svg');
    expect(document.head.querySelector('link[rel="preload"]')?.getAttribute('href')).toBe('/a.svg');
  });
});

describe('CardMedia', () => {
  it('falls back to the artwork, every width and format with it, when the picture fails', () => {
    const { container } = renderUi(
      <CardMedia src={image.src} image={image} alt="" fallbackSrc="/fallback.svg" />,
    );
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    // A failed download is no user action: the browser's raw `error` event stands in for it.
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/fallback.svg');
    expect(img.hasAttribute('srcset')).toBe(false);
  });
});
