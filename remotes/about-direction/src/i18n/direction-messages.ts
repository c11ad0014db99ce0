import { defineMessages } from 'react-intl';

// French is each message's defaultMessage; src/i18n/ar.json and en.json translate them.
export const directionMessages = defineMessages({
  'direction.title': { id: 'direction.title', defaultMessage: 'Le fondateur et la direction' },
  'direction.subtitle': {
    id: 'direction.subtitle',
    defaultMessage: "Le mot du promoteur et l'équipe qui dirige l'établissement.",
  },
});
