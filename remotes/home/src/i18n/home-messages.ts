import { defineMessages } from 'react-intl';

// French is each message's defaultMessage; src/i18n/ar.json and en.json translate them.
export const homeMessages = defineMessages({
  'home.title': { id: 'home.title', defaultMessage: 'Bienvenue au Complexe Scolaire' },
  'home.subtitle': {
    id: 'home.subtitle',
    defaultMessage:
      "L'éducation, la foi et l'excellence pour un avenir meilleur, de la maternelle au lycée à Bamako-Coura.",
  },
});
