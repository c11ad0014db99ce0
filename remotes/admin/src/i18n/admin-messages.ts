import { defineMessages } from 'react-intl';

// French is each message's defaultMessage; src/i18n/ar.json and en.json translate them.
export const adminMessages = defineMessages({
  'admin.loading': { id: 'admin.loading', defaultMessage: 'Loading...' },
  'admin.title': { id: 'admin.title', defaultMessage: 'Administration' },
  'admin.login.title': { id: 'admin.login.title', defaultMessage: 'Espace administrateur' },
  'admin.login.subtitle': {
    id: 'admin.login.subtitle',
    defaultMessage: 'Connectez-vous pour gérer le contenu du site.',
  },
  'admin.nav.label': { id: 'admin.nav.label', defaultMessage: 'Administration' },
  'admin.nav.dashboard': { id: 'admin.nav.dashboard', defaultMessage: 'Dashboard' },
  'admin.nav.content': { id: 'admin.nav.content', defaultMessage: 'Content' },
  'admin.nav.users': { id: 'admin.nav.users', defaultMessage: 'Users' },
  'admin.nav.settings': { id: 'admin.nav.settings', defaultMessage: 'Settings' },
  'admin.signOut': { id: 'admin.signOut', defaultMessage: 'Sign Out' },
});
