import { defineMessages } from 'react-intl';

// French is the default language: each defaultMessage is the French text; ar/en live in src/i18n.
// The values each message takes, so a missing or misspelt one fails the type check.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type NoValues = {};

export const noticesMessages = defineMessages<{
  title: NoValues;
  subtitle: NoValues;
  add: NoValues;
  edit: NoValues;
  editButton: NoValues;
  loadFailed: NoValues;
  empty: NoValues;
  nowTitle: NoValues;
  nowNone: NoValues;
  nowUntil: { end: string };
  listTitle: NoValues;
  running: NoValues;
  upcoming: NoValues;
  ended: NoValues;
  period: { start: string; end: string };
  missingTranslations: { languages: string };
  editNotice: { text: string };
  deleteNotice: { text: string };
  fieldTextFr: NoValues;
  fieldTextFrHint: NoValues;
  fieldTextAr: NoValues;
  fieldTextEn: NoValues;
  fieldTranslationHint: NoValues;
  fieldLevel: NoValues;
  fieldLevelHint: NoValues;
  fieldStart: NoValues;
  fieldEnd: NoValues;
  fieldEndHint: NoValues;
  levelInformation: NoValues;
  levelImportant: NoValues;
  levelUrgent: NoValues;
  save: NoValues;
  saving: NoValues;
  created: NoValues;
  updated: NoValues;
  saveFailed: NoValues;
  deleteTitle: NoValues;
  deleteQuestion: { text: string };
  delete: NoValues;
  deleting: NoValues;
  deleted: NoValues;
  deleteFailed: NoValues;
  textRequired: NoValues;
  tooLong: NoValues;
  startRequired: NoValues;
  endRequired: NoValues;
  endBeforeStart: NoValues;
  urgentOverlap: NoValues;
}>({
  title: { id: 'admin.notices.title', defaultMessage: 'Avis' },
  subtitle: {
    id: 'admin.notices.subtitle',
    defaultMessage:
      'Un message court en haut de chaque page du site, de son début à sa fin : il disparaît tout seul.',
  },
  add: { id: 'admin.notices.add', defaultMessage: 'Nouvel avis' },
  edit: { id: 'admin.notices.edit', defaultMessage: 'Modifier l’avis' },
  // A list button's visible word, the start of its name (« Modifier « École fermée… » »).
  editButton: { id: 'admin.notices.editButton', defaultMessage: 'Modifier' },
  loadFailed: {
    id: 'admin.notices.loadFailed',
    defaultMessage: 'Les avis n’ont pas pu être chargés.',
  },
  empty: { id: 'admin.notices.empty', defaultMessage: 'Aucun avis pour l’instant.' },
  nowTitle: {
    id: 'admin.notices.now.title',
    defaultMessage: 'Ce qu’un visiteur voit maintenant',
  },
  nowNone: {
    id: 'admin.notices.now.none',
    defaultMessage: 'Aucun avis n’est affiché sur le site en ce moment.',
  },
  nowUntil: { id: 'admin.notices.now.until', defaultMessage: 'jusqu’au {end}' },
  listTitle: { id: 'admin.notices.list.title', defaultMessage: 'Tous les avis' },
  running: { id: 'admin.notices.state.running', defaultMessage: 'En cours' },
  upcoming: { id: 'admin.notices.state.upcoming', defaultMessage: 'À venir' },
  ended: { id: 'admin.notices.state.ended', defaultMessage: 'Terminé' },
  period: { id: 'admin.notices.period', defaultMessage: 'Du {start} au {end}' },
  missingTranslations: {
    id: 'admin.notices.missingTranslations',
    defaultMessage: 'Affiché en français en {languages}',
  },
  editNotice: { id: 'admin.notices.editNotice', defaultMessage: 'Modifier « {text} »' },
  deleteNotice: { id: 'admin.notices.deleteNotice', defaultMessage: 'Supprimer « {text} »' },
  fieldTextFr: { id: 'admin.notices.field.textFr', defaultMessage: 'Texte en français' },
  fieldTextFrHint: {
    id: 'admin.notices.field.textFrHint',
    defaultMessage: 'Obligatoire, 280 caractères au plus.',
  },
  fieldTextAr: { id: 'admin.notices.field.textAr', defaultMessage: 'Texte en arabe' },
  fieldTextEn: { id: 'admin.notices.field.textEn', defaultMessage: 'Texte en anglais' },
  fieldTranslationHint: {
    id: 'admin.notices.field.translationHint',
    defaultMessage: 'Facultatif : vide, la page montre le texte français.',
  },
  fieldLevel: { id: 'admin.notices.field.level', defaultMessage: 'Niveau' },
  fieldLevelHint: {
    id: 'admin.notices.field.levelHint',
    defaultMessage:
      'Un seul avis urgent à la fois : il est annoncé aux lecteurs d’écran dès l’arrivée.',
  },
  fieldStart: { id: 'admin.notices.field.start', defaultMessage: 'Début' },
  fieldEnd: { id: 'admin.notices.field.end', defaultMessage: 'Fin' },
  fieldEndHint: {
    id: 'admin.notices.field.endHint',
    defaultMessage: 'L’avis disparaît du site à cette heure-là.',
  },
  levelInformation: { id: 'admin.notices.level.information', defaultMessage: 'Information' },
  levelImportant: { id: 'admin.notices.level.important', defaultMessage: 'Important' },
  levelUrgent: { id: 'admin.notices.level.urgent', defaultMessage: 'Urgent' },
  save: { id: 'admin.notices.save', defaultMessage: 'Publier' },
  saving: { id: 'admin.notices.saving', defaultMessage: 'Enregistrement…' },
  created: { id: 'admin.notices.created', defaultMessage: 'Avis publié' },
  updated: { id: 'admin.notices.updated', defaultMessage: 'Avis modifié' },
  saveFailed: {
    id: 'admin.notices.saveFailed',
    defaultMessage: 'L’avis n’a pas été enregistré',
  },
  deleteTitle: { id: 'admin.notices.deleteTitle', defaultMessage: 'Supprimer l’avis ?' },
  deleteQuestion: {
    id: 'admin.notices.deleteQuestion',
    defaultMessage: '« {text} » disparaîtra du site et de cette liste.',
  },
  delete: { id: 'admin.notices.delete', defaultMessage: 'Supprimer' },
  deleting: { id: 'admin.notices.deleting', defaultMessage: 'Suppression…' },
  deleted: { id: 'admin.notices.deleted', defaultMessage: 'Avis supprimé' },
  deleteFailed: {
    id: 'admin.notices.deleteFailed',
    defaultMessage: 'L’avis n’a pas été supprimé',
  },
  // The form's errors, by the ids the schema and noticeSaveError give (admin.<id>).
  textRequired: {
    id: 'admin.validation.notice.textRequired',
    defaultMessage: 'Écrivez le texte de l’avis en français.',
  },
  tooLong: {
    id: 'admin.validation.notice.tooLong',
    defaultMessage: '280 caractères au plus.',
  },
  startRequired: {
    id: 'admin.validation.notice.startRequired',
    defaultMessage: 'Indiquez quand l’avis commence.',
  },
  endRequired: {
    id: 'admin.validation.notice.endRequired',
    defaultMessage: 'Indiquez quand l’avis se termine.',
  },
  endBeforeStart: {
    id: 'admin.validation.notice.endBeforeStart',
    defaultMessage: 'La fin doit être après le début.',
  },
  urgentOverlap: {
    id: 'admin.validation.notice.urgentOverlap',
    defaultMessage:
      'Un autre avis urgent est déjà affiché sur cette période : choisissez un autre niveau ou d’autres dates.',
  },
});

export const levelLabels = {
  information: noticesMessages.levelInformation,
  important: noticesMessages.levelImportant,
  urgent: noticesMessages.levelUrgent,
} as const;
