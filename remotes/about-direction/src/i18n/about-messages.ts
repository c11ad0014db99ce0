import { defineMessages } from 'react-intl';

// French is each message's defaultMessage; src/i18n/ar.json and en.json translate them.
export const aboutMessages = defineMessages({
  'about.title': { id: 'about.title', defaultMessage: 'À propos de nous' },
  'about.subtitle': {
    id: 'about.subtitle',
    defaultMessage: 'Notre mission, notre vision, nos valeurs et notre histoire depuis 2009.',
  },
});
