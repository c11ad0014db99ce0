import { defineMessages } from 'react-intl';

// French is each message's defaultMessage; src/i18n/ar.json and en.json translate them.
export const newsletterMessages = defineMessages({
  'newsletter.title': { id: 'newsletter.title', defaultMessage: 'Restez informés' },
  'newsletter.text': {
    id: 'newsletter.text',
    defaultMessage: 'Recevez les nouvelles de l’école par e-mail.',
  },
  'newsletter.email': { id: 'newsletter.email', defaultMessage: 'Adresse e-mail' },
  'newsletter.subscribe': { id: 'newsletter.subscribe', defaultMessage: "S'abonner" },
});
