import type { Catalogs } from '@school/shared';

export const aboutMessages: Catalogs = {
  fr: {
    'about.title': 'À propos de nous',
    'about.subtitle': 'Notre mission, notre vision, nos valeurs et notre histoire depuis 2009.',
  },
  ar: {
    'about.title': 'من نحن',
    'about.subtitle': 'رسالتنا ورؤيتنا وقيمنا وتاريخنا منذ 2009.',
  },
  en: {
    'about.title': 'About us',
    'about.subtitle': 'Our mission, vision, values and history since 2009.',
  },
};
