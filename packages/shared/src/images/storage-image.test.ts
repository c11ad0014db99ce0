import { parseRuntimeConfig, setRuntimeConfig } from '../runtime/runtime-config';
import { responsiveImage, storageImageUrl } from './storage-image';

const SUPABASE = 'https://project.supabase.co';
const stored = `${SUPABASE}/storage/v1/object/public/content-images/news/photo%20one.jpg`;

const useConfig = (extra: Record<string, unknown> = {}) =>
  setRuntimeConfig(
    parseRuntimeConfig({ remotes: {}, supabase: { url: SUPABASE, anonKey: 'k' }, ...extra }),
  );

describe('storageImageUrl', () => {
  beforeEach(() => useConfig());

  it('turns a public object address into the transformation address, options in order', () => {
    expect(
      storageImageUrl(stored, {
        width: 640,
        height: 360,
        resize: 'cover',
        quality: 70,
        format: 'avif',
      }),
    ).toBe(
      `${SUPABASE}/storage/v1/render/image/public/content-images/news/photo%20one.jpg` +
        '?width=640&height=360&resize=cover&quality=70&format=avif',
    );
    // Left out, the format is Storage's choice (WebP from the Accept header).
    expect(storageImageUrl(stored, { width: 320 })).toBe(
      `${SUPABASE}/storage/v1/render/image/public/content-images/news/photo%20one.jpg?width=320`,
    );
  });

  it('keeps every value within what Storage accepts', () => {
    const url = new URL(storageImageUrl(stored, { width: 9000, height: 0.2, quality: 5 })!);
    expect(url.searchParams.get('width')).toBe('2500');
    expect(url.searchParams.get('height')).toBe('1');
    expect(url.searchParams.get('quality')).toBe('20');
  });

  it('leaves alone what is not a public object of this site’s Storage', () => {
    for (const src of [
      '/static/svg/article-fallback.svg',
      'data:image/png;base64,AAAA',
      'blob:https://site.example/1234',
      'https://images.example/photo.jpg',
      // Another project's Storage: its transformations may be off.
      'https://other.supabase.co/storage/v1/object/public/content-images/a.jpg',
      `${SUPABASE}/storage/v1/object/authenticated/content-images/a.jpg`,
      `${SUPABASE}/storage/v1/object/public/only-a-bucket`,
      'javascript:alert(1)',
    ]) {
      expect(storageImageUrl(src, { width: 320 }), src).toBeNull();
    }
  });

  it('asks for nothing when the project has no image transformations', () => {
    useConfig({ imageTransformations: false });
    expect(storageImageUrl(stored, { width: 320 })).toBeNull();
  });
});

describe('responsiveImage', () => {
  beforeEach(() => useConfig());

  it('offers AVIF then Storage’s pick at every width, cropped to the frame', () => {
    const image = responsiveImage(stored, {
      widths: [640, 320, 960],
      aspect: [16, 9],
      sizes: '(min-width: 768px) 688px, calc(100vw - 2rem)',
    });
    expect(image.width).toBe(960);
    expect(image.height).toBe(540);
    expect(image.sizes).toBe('(min-width: 768px) 688px, calc(100vw - 2rem)');
    const render = `${SUPABASE}/storage/v1/render/image/public/content-images/news/photo%20one.jpg`;
    expect(image.sources).toEqual([
      {
        type: 'image/avif',
        srcSet: [
          `${render}?width=320&height=180&resize=cover&quality=50&format=avif 320w`,
          `${render}?width=640&height=360&resize=cover&quality=50&format=avif 640w`,
          `${render}?width=960&height=540&resize=cover&quality=50&format=avif 960w`,
        ].join(', '),
      },
    ]);
    expect(image.srcSet).toBe(
      [
        `${render}?width=320&height=180&resize=cover&quality=70 320w`,
        `${render}?width=640&height=360&resize=cover&quality=70 640w`,
        `${render}?width=960&height=540&resize=cover&quality=70 960w`,
      ].join(', '),
    );
    expect(image.src).toBe(`${render}?width=640&height=360&resize=cover&quality=70`);
  });

  it('gives an address it cannot transform back as it is, with the frame’s proportions', () => {
    const image = responsiveImage('/static/svg/fallback.svg', {
      widths: [320, 1280],
      aspect: [21, 9],
      sizes: '100vw',
    });
    expect(image).toEqual({ src: '/static/svg/fallback.svg', width: 1280, height: 549 });
  });
});
