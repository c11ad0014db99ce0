import { defineMessages } from 'react-intl';

// French is each message's defaultMessage; src/i18n/ar.json and en.json translate them.
export const newsMessages = defineMessages({
  'news.title': { id: 'news.title', defaultMessage: 'Actualités' },
  'news.subtitle': {
    id: 'news.subtitle',
    defaultMessage: 'Les dernières nouvelles de la vie de l’école.',
  },
});
