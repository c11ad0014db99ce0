import type { Catalogs } from '@school/shared';

export const newsMessages: Catalogs = {
  fr: {
    'news.title': 'Actualités',
    'news.subtitle': 'Les dernières nouvelles de la vie de l’école.',
  },
  ar: {
    'news.title': 'الأخبار',
    'news.subtitle': 'آخر أخبار الحياة المدرسية.',
  },
  en: {
    'news.title': 'News',
    'news.subtitle': 'The latest news from school life.',
  },
};
