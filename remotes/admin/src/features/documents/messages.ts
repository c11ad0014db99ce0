import { defineMessages } from 'react-intl';

// French is the default language: each defaultMessage is the French text; ar/en live in src/i18n.
// The values each message takes, so a missing or misspelt one fails the type check.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type NoValues = {};

export const documentsMessages = defineMessages<{
  title: NoValues;
  subtitle: NoValues;
  add: NoValues;
  edit: NoValues;
  editButton: NoValues;
  editDocument: { title: string };
  deleteDocument: { title: string };
  loadFailed: NoValues;
  empty: NoValues;
  fieldTitleFr: NoValues;
  fieldTitleAr: NoValues;
  fieldTitleEn: NoValues;
  fieldTranslationHint: NoValues;
  fieldCategory: NoValues;
  fieldLevel: NoValues;
  allLevels: NoValues;
  fieldSchoolYear: NoValues;
  fieldSchoolYearHint: NoValues;
  fieldFileFr: NoValues;
  fileHint: NoValues;
  fileOf: { language: string };
  replaceFile: { language: string };
  addFile: { language: string };
  noFile: NoValues;
  fileLine: { version: number; type: string; size: string; name: string; date: string };
  history: { language: string };
  versionLine: { version: number; type: string; size: string; name: string; date: string };
  uploading: NoValues;
  uploaded: NoValues;
  uploadFailed: NoValues;
  notReady: NoValues;
  save: NoValues;
  saving: NoValues;
  created: NoValues;
  updated: NoValues;
  saveFailed: NoValues;
  deleteTitle: NoValues;
  deleteQuestion: { title: string };
  delete: NoValues;
  deleting: NoValues;
  deleted: NoValues;
  deleteFailed: NoValues;
  titleRequired: NoValues;
  titleTooLong: NoValues;
  categoryRequired: NoValues;
  schoolYear: NoValues;
  fileRequired: NoValues;
  tooLarge: NoValues;
  badType: NoValues;
  notWhatItClaims: NoValues;
}>({
  title: { id: 'admin.documents.title', defaultMessage: 'Documents' },
  subtitle: {
    id: 'admin.documents.subtitle',
    defaultMessage:
      'Les documents que les familles téléchargent sur la page Documents : chaque fichier remplacé garde son adresse, les anciennes versions restent dans l’historique.',
  },
  add: { id: 'admin.documents.add', defaultMessage: 'Ajouter un document' },
  edit: { id: 'admin.documents.edit', defaultMessage: 'Modifier le document' },
  editButton: { id: 'admin.documents.editButton', defaultMessage: 'Modifier' },
  editDocument: { id: 'admin.documents.editDocument', defaultMessage: 'Modifier « {title} »' },
  deleteDocument: { id: 'admin.documents.deleteDocument', defaultMessage: 'Supprimer « {title} »' },
  loadFailed: {
    id: 'admin.documents.loadFailed',
    defaultMessage: 'Les documents n’ont pas pu être chargés.',
  },
  empty: { id: 'admin.documents.empty', defaultMessage: 'Aucun document pour le moment.' },
  fieldTitleFr: { id: 'admin.documents.field.titleFr', defaultMessage: 'Titre en français' },
  fieldTitleAr: { id: 'admin.documents.field.titleAr', defaultMessage: 'Titre en arabe' },
  fieldTitleEn: { id: 'admin.documents.field.titleEn', defaultMessage: 'Titre en anglais' },
  fieldTranslationHint: {
    id: 'admin.documents.field.translationHint',
    defaultMessage: 'Facultatif : sans lui, la page montre le titre en français.',
  },
  fieldCategory: { id: 'admin.documents.field.category', defaultMessage: 'Catégorie' },
  fieldLevel: { id: 'admin.documents.field.level', defaultMessage: 'Niveau' },
  allLevels: { id: 'admin.documents.field.allLevels', defaultMessage: 'Tous les niveaux' },
  fieldSchoolYear: { id: 'admin.documents.field.schoolYear', defaultMessage: 'Année scolaire' },
  fieldSchoolYearHint: {
    id: 'admin.documents.field.schoolYearHint',
    defaultMessage: 'Facultative, par exemple 2026-2027.',
  },
  fieldFileFr: { id: 'admin.documents.field.fileFr', defaultMessage: 'Fichier en français' },
  fileHint: {
    id: 'admin.documents.fileHint',
    defaultMessage: 'PDF, JPEG, PNG ou WebP, 20 Mo au plus.',
  },
  fileOf: { id: 'admin.documents.fileOf', defaultMessage: 'Fichier en {language}' },
  replaceFile: {
    id: 'admin.documents.replaceFile',
    defaultMessage: 'Remplacer le fichier en {language}',
  },
  addFile: { id: 'admin.documents.addFile', defaultMessage: 'Ajouter le fichier en {language}' },
  noFile: { id: 'admin.documents.noFile', defaultMessage: 'aucun fichier' },
  fileLine: {
    id: 'admin.documents.fileLine',
    defaultMessage: 'version {version} · {type}, {size} · {name} · {date}',
  },
  history: { id: 'admin.documents.history', defaultMessage: 'Historique du fichier en {language}' },
  versionLine: {
    id: 'admin.documents.versionLine',
    defaultMessage: 'Version {version} : {name} ({type}, {size}), le {date}',
  },
  uploading: { id: 'admin.documents.uploading', defaultMessage: 'Envoi du fichier…' },
  uploaded: { id: 'admin.documents.uploaded', defaultMessage: 'Fichier enregistré' },
  uploadFailed: {
    id: 'admin.documents.uploadFailed',
    defaultMessage: 'Le fichier n’a pas été enregistré',
  },
  notReady: {
    id: 'admin.documents.notReady',
    defaultMessage: 'Pas encore sur le site : ajoutez le fichier en français.',
  },
  save: { id: 'admin.documents.save', defaultMessage: 'Enregistrer' },
  saving: { id: 'admin.documents.saving', defaultMessage: 'Enregistrement…' },
  created: { id: 'admin.documents.created', defaultMessage: 'Document ajouté' },
  updated: { id: 'admin.documents.updated', defaultMessage: 'Document modifié' },
  saveFailed: {
    id: 'admin.documents.saveFailed',
    defaultMessage: 'Le document n’a pas été enregistré',
  },
  deleteTitle: { id: 'admin.documents.deleteTitle', defaultMessage: 'Supprimer ce document ?' },
  deleteQuestion: {
    id: 'admin.documents.deleteQuestion',
    defaultMessage:
      '« {title} » et toutes les versions de ses fichiers seront supprimés. Son adresse ne répondra plus.',
  },
  delete: { id: 'admin.documents.delete', defaultMessage: 'Supprimer' },
  deleting: { id: 'admin.documents.deleting', defaultMessage: 'Suppression…' },
  deleted: { id: 'admin.documents.deleted', defaultMessage: 'Document supprimé' },
  deleteFailed: {
    id: 'admin.documents.deleteFailed',
    defaultMessage: 'Le document n’a pas été supprimé',
  },
  titleRequired: {
    id: 'admin.validation.document.titleRequired',
    defaultMessage: 'Le titre en français est obligatoire.',
  },
  titleTooLong: {
    id: 'admin.validation.document.titleTooLong',
    defaultMessage: 'Un titre a 200 caractères au plus.',
  },
  categoryRequired: {
    id: 'admin.validation.document.categoryRequired',
    defaultMessage: 'Choisissez une catégorie.',
  },
  schoolYear: {
    id: 'admin.validation.document.schoolYear',
    defaultMessage: 'L’année scolaire s’écrit comme 2026-2027 : deux années qui se suivent.',
  },
  fileRequired: {
    id: 'admin.validation.document.file.required',
    defaultMessage: 'Choisissez le fichier en français.',
  },
  tooLarge: {
    id: 'admin.validation.document.file.tooLarge',
    defaultMessage:
      'Ce fichier dépasse 20 Mo. Réduisez-le (PDF compressé, image plus petite) puis réessayez.',
  },
  badType: {
    id: 'admin.validation.document.file.badType',
    defaultMessage:
      'Ce type de fichier n’est pas accepté : choisissez un PDF, un JPEG, un PNG ou un WebP.',
  },
  notWhatItClaims: {
    id: 'admin.validation.document.file.notWhatItClaims',
    defaultMessage:
      'Ce fichier n’est pas ce que son nom annonce (par exemple un « .pdf » qui n’est pas un PDF). Enregistrez-le à nouveau au bon format.',
  },
});

export const categoryLabels = defineMessages({
  fees: { id: 'admin.documents.category.fees', defaultMessage: 'Frais de scolarité' },
  supplies: { id: 'admin.documents.category.supplies', defaultMessage: 'Fournitures' },
  menus: { id: 'admin.documents.category.menus', defaultMessage: 'Menus de la cantine' },
  timetables: { id: 'admin.documents.category.timetables', defaultMessage: 'Emplois du temps' },
  rules: { id: 'admin.documents.category.rules', defaultMessage: 'Règlement' },
  forms: { id: 'admin.documents.category.forms', defaultMessage: 'Formulaires' },
});

export const levelLabels = defineMessages({
  preschool: { id: 'admin.documents.level.preschool', defaultMessage: 'Préscolaire' },
  primary: { id: 'admin.documents.level.primary', defaultMessage: 'Primaire' },
  middle: { id: 'admin.documents.level.middle', defaultMessage: 'Collège' },
  high: { id: 'admin.documents.level.high', defaultMessage: 'Lycée' },
});

/** A language as a word inside a French sentence (« en français »), per reader's language. */
export const languageNames = defineMessages({
  fr: { id: 'admin.documents.language.fr', defaultMessage: 'français' },
  ar: { id: 'admin.documents.language.ar', defaultMessage: 'arabe' },
  en: { id: 'admin.documents.language.en', defaultMessage: 'anglais' },
});
