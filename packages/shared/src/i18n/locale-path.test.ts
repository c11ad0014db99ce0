import { describe, expect, it } from 'vitest';
import { splitLocalePath } from './locale-path';

describe('splitLocalePath', () => {
  it('reads the language from the first segment only when it is a known prefix', () => {
    expect(splitLocalePath('/ar/news/x')).toEqual({ locale: 'ar', path: '/news/x' });
    expect(splitLocalePath('/en')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocalePath('/fr/news')).toEqual({ locale: 'fr', path: '/fr/news' });
    expect(splitLocalePath('/arabic')).toEqual({ locale: 'fr', path: '/arabic' });
    expect(splitLocalePath('/')).toEqual({ locale: 'fr', path: '/' });
  });
});
