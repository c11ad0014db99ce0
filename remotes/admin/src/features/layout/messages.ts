import { defineMessages } from 'react-intl';

// French is the default language: each defaultMessage is the French text; ar/en live in src/i18n.
// The values each message takes, so a missing or misspelt one fails the type check.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type NoValues = {};

export const layoutMessages = defineMessages<{
  brand: NoValues;
  navLabel: NoValues;
  dashboard: NoValues;
  content: NoValues;
  notices: NoValues;
  events: NoValues;
  documents: NoValues;
  users: NoValues;
  settings: NoValues;
  messages: NoValues;
  admissions: NoValues;
  unread: { count: number };
  newAdmissions: { count: number };
  site: NoValues;
  openMenu: NoValues;
  closeMenu: NoValues;
}>({
  brand: { id: 'admin.nav.brand', defaultMessage: 'Administration' },
  navLabel: { id: 'admin.nav.label', defaultMessage: 'Navigation de l’administration' },
  dashboard: { id: 'admin.nav.dashboard', defaultMessage: 'Tableau de bord' },
  content: { id: 'admin.nav.content', defaultMessage: 'Contenus' },
  notices: { id: 'admin.nav.notices', defaultMessage: 'Avis' },
  events: { id: 'admin.nav.events', defaultMessage: 'Calendrier' },
  documents: { id: 'admin.nav.documents', defaultMessage: 'Documents' },
  users: { id: 'admin.nav.users', defaultMessage: 'Utilisateurs' },
  settings: { id: 'admin.nav.settings', defaultMessage: 'Paramètres' },
  messages: { id: 'admin.nav.messages', defaultMessage: 'Messages' },
  admissions: { id: 'admin.nav.admissions', defaultMessage: 'Inscriptions' },
  unread: {
    id: 'admin.nav.unread',
    defaultMessage: '{count, plural, one {# non lu} other {# non lus}}',
  },
  newAdmissions: {
    id: 'admin.nav.newAdmissions',
    defaultMessage: '{count, plural, one {# nouvelle} other {# nouvelles}}',
  },
  site: { id: 'admin.nav.site', defaultMessage: 'Retour au site' },
  openMenu: { id: 'admin.nav.openMenu', defaultMessage: 'Ouvrir le menu' },
  closeMenu: { id: 'admin.nav.closeMenu', defaultMessage: 'Fermer le menu' },
});
