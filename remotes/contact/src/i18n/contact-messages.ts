import { defineMessages } from 'react-intl';

// French is each message's defaultMessage; src/i18n/ar.json and en.json translate them.
export const contactMessages = defineMessages({
  'contact.title': { id: 'contact.title', defaultMessage: 'Contactez-nous' },
  'contact.subtitle': {
    id: 'contact.subtitle',
    defaultMessage:
      'Une question, une inscription ? Écrivez-nous, nous vous répondrons rapidement.',
  },
});
