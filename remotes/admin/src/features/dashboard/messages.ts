import { defineMessages } from 'react-intl';

// French is the default language: each defaultMessage is the French text; ar/en live in src/i18n.
// The values each message takes, so a missing or misspelt one fails the type check.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type NoValues = {};

export const dashboardMessages = defineMessages<{
  title: NoValues;
  welcome: { name: string };
  totalContent: NoValues;
  publishedContent: NoValues;
  totalUsers: NoValues;
  siteSettings: NoValues;
  quickActions: NoValues;
  manageContent: NoValues;
  viewUsers: NoValues;
  editSettings: NoValues;
  recentActivity: NoValues;
  noActivity: NoValues;
  activityFailed: NoValues;
  statsFailed: NoValues;
  system: NoValues;
}>({
  title: { id: 'admin.dashboard.title', defaultMessage: 'Tableau de bord' },
  welcome: { id: 'admin.dashboard.welcome', defaultMessage: 'Bienvenue, {name}' },
  totalContent: { id: 'admin.dashboard.totalContent', defaultMessage: 'Contenus au total' },
  publishedContent: { id: 'admin.dashboard.publishedContent', defaultMessage: 'Contenus publiés' },
  totalUsers: { id: 'admin.dashboard.totalUsers', defaultMessage: 'Utilisateurs au total' },
  siteSettings: { id: 'admin.dashboard.siteSettings', defaultMessage: 'Paramètres du site' },
  quickActions: { id: 'admin.dashboard.quickActions', defaultMessage: 'Actions rapides' },
  manageContent: { id: 'admin.dashboard.manageContent', defaultMessage: 'Gérer les contenus' },
  viewUsers: { id: 'admin.dashboard.viewUsers', defaultMessage: 'Voir les utilisateurs' },
  editSettings: { id: 'admin.dashboard.editSettings', defaultMessage: 'Modifier les paramètres' },
  recentActivity: { id: 'admin.dashboard.recentActivity', defaultMessage: 'Activité récente' },
  noActivity: { id: 'admin.dashboard.noActivity', defaultMessage: 'Aucune activité récente' },
  activityFailed: {
    id: 'admin.dashboard.activityFailed',
    defaultMessage: 'Impossible de charger l’activité récente',
  },
  statsFailed: {
    id: 'admin.dashboard.statsFailed',
    defaultMessage: 'Les chiffres n’ont pas pu être chargés : ces zéros ne sont pas les vrais.',
  },
  // A change made outside the API (SQL, the seed, a migration): nobody signed in made it.
  system: {
    id: 'admin.dashboard.system',
    defaultMessage: 'Quelqu’un, directement dans la base de données,',
  },
});
