import { defineMessage, defineMessages } from 'react-intl';

/** The documents page: the school's papers to download, grouped by category. */
export const documentsMessages = defineMessages({
  metaTitle: {
    id: 'documents.meta.title',
    defaultMessage: 'Documents | Complexe Scolaire Islamique de Bamako',
  },
  metaDescription: {
    id: 'documents.meta.description',
    defaultMessage:
      'Tarifs, listes de fournitures, menus de la cantine, emplois du temps, règlement et formulaires à télécharger, avec leur taille avant le téléchargement.',
  },
  eyebrow: { id: 'documents.hero.eyebrow', defaultMessage: 'À télécharger' },
  title: { id: 'documents.hero.title', defaultMessage: 'Documents' },
  subtitle: {
    id: 'documents.hero.subtitle',
    defaultMessage:
      'Les documents que les familles nous demandent le plus, toujours dans leur dernière version. La taille de chaque fichier est indiquée avant le téléchargement.',
  },
  levels: { id: 'documents.levels', defaultMessage: 'Niveau' },
  allLevels: { id: 'documents.levels.all', defaultMessage: 'Tous les niveaux' },
  preschool: { id: 'documents.level.preschool', defaultMessage: 'Préscolaire' },
  primary: { id: 'documents.level.primary', defaultMessage: 'Primaire' },
  middle: { id: 'documents.level.middle', defaultMessage: 'Collège' },
  high: { id: 'documents.level.high', defaultMessage: 'Lycée' },
  fees: { id: 'documents.category.fees', defaultMessage: 'Frais de scolarité' },
  supplies: { id: 'documents.category.supplies', defaultMessage: 'Fournitures' },
  menus: { id: 'documents.category.menus', defaultMessage: 'Menus de la cantine' },
  timetables: { id: 'documents.category.timetables', defaultMessage: 'Emplois du temps' },
  rules: { id: 'documents.category.rules', defaultMessage: 'Règlement' },
  forms: { id: 'documents.category.forms', defaultMessage: 'Formulaires' },
  loading: { id: 'documents.loading', defaultMessage: 'Chargement des documents…' },
  empty: { id: 'documents.empty', defaultMessage: 'Aucun document pour le moment.' },
  emptyLevel: {
    id: 'documents.empty.level',
    defaultMessage: 'Aucun document pour ce niveau pour le moment.',
  },
  error: {
    id: 'documents.error',
    defaultMessage: 'Les documents n’ont pas pu être chargés. Réessayez dans un instant.',
  },
  inFrench: { id: 'documents.file.inFrench', defaultMessage: 'en français' },
});

/** « PDF, 1,2 Mo »: what a family pays for before tapping. */
export const fileInfoMessage = defineMessage<{ type: string; size: string }>({
  id: 'documents.file.info',
  defaultMessage: '{type}, {size}',
});

export const schoolYearMessage = defineMessage<{ year: string }>({
  id: 'documents.schoolYear',
  defaultMessage: 'Année {year}',
});
