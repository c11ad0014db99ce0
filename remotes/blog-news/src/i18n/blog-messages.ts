import { defineMessages } from 'react-intl';

// French is each message's defaultMessage; src/i18n/ar.json and en.json translate them.
export const blogMessages = defineMessages({
  'blog.title': { id: 'blog.title', defaultMessage: 'Blog' },
  'blog.subtitle': {
    id: 'blog.subtitle',
    defaultMessage:
      'Réflexions sur l’éducation, la pédagogie, l’innovation, la spiritualité et la communauté.',
  },
});
