import type { Catalogs } from '@school/shared';

export const blogMessages: Catalogs = {
  fr: {
    'blog.title': 'Blog',
    'blog.subtitle': 'Réflexions sur l’éducation, la pédagogie, l’innovation, la spiritualité et la communauté.',
  },
  ar: {
    'blog.title': 'المدونة',
    'blog.subtitle': 'تأملات في التربية والبيداغوجيا والابتكار والروحانية والمجتمع.',
  },
  en: {
    'blog.title': 'Blog',
    'blog.subtitle': 'Thoughts on education, pedagogy, innovation, spirituality and community.',
  },
};
