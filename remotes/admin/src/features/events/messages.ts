import { defineMessages } from 'react-intl';

// French is the default language: each defaultMessage is the French text; ar/en live in src/i18n.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type NoValues = {};

export const eventsMessages = defineMessages<{
  title: NoValues;
  subtitle: NoValues;
  add: NoValues;
  edit: NoValues;
  editButton: NoValues;
  loadFailed: NoValues;
  empty: NoValues;
  coming: NoValues;
  past: NoValues;
  unpublished: NoValues;
  allDay: NoValues;
  missingTranslations: { languages: string };
  editEvent: { title: string };
  deleteEvent: { title: string };
  fieldTitleFr: NoValues;
  fieldTitleAr: NoValues;
  fieldTitleEn: NoValues;
  fieldDescriptionFr: NoValues;
  fieldDescriptionAr: NoValues;
  fieldDescriptionEn: NoValues;
  fieldPlaceFr: NoValues;
  fieldPlaceAr: NoValues;
  fieldPlaceEn: NoValues;
  translationHint: NoValues;
  inArabic: NoValues;
  inEnglish: NoValues;
  fieldAllDay: NoValues;
  fieldStart: NoValues;
  fieldEnd: NoValues;
  fieldStartDay: NoValues;
  fieldEndDay: NoValues;
  fieldTimeHint: NoValues;
  fieldLevels: NoValues;
  fieldPublished: NoValues;
  fieldPublishedHint: NoValues;
  save: NoValues;
  saving: NoValues;
  created: NoValues;
  updated: NoValues;
  saveFailed: NoValues;
  delete: NoValues;
  deleting: NoValues;
  deleted: NoValues;
  deleteFailed: NoValues;
  deleteTitle: NoValues;
  deleteQuestion: { title: string };
  titleRequired: NoValues;
  tooLong: NoValues;
  startRequired: NoValues;
  endRequired: NoValues;
  endBeforeStart: NoValues;
  badDate: NoValues;
  levelRequired: NoValues;
  translationTitleRequired: NoValues;
}>({
  title: { id: 'admin.events.title', defaultMessage: 'Calendrier' },
  subtitle: {
    id: 'admin.events.subtitle',
    defaultMessage:
      'Les événements de l’année : congés, examens, réunions. Publiés, ils sont sur la page Calendrier, dans les agendas abonnés et sur l’accueil.',
  },
  add: { id: 'admin.events.add', defaultMessage: 'Nouvel événement' },
  edit: { id: 'admin.events.edit', defaultMessage: 'Modifier l’événement' },
  editButton: { id: 'admin.events.editButton', defaultMessage: 'Modifier' },
  loadFailed: {
    id: 'admin.events.loadFailed',
    defaultMessage: 'Les événements n’ont pas pu être chargés.',
  },
  empty: { id: 'admin.events.empty', defaultMessage: 'Aucun événement pour le moment.' },
  coming: { id: 'admin.events.coming', defaultMessage: 'À venir' },
  past: { id: 'admin.events.past', defaultMessage: 'Passé' },
  unpublished: { id: 'admin.events.unpublished', defaultMessage: 'Non publié' },
  allDay: { id: 'admin.events.allDay', defaultMessage: 'Journée entière' },
  missingTranslations: {
    id: 'admin.events.missingTranslations',
    defaultMessage: 'En français seulement en {languages}',
  },
  editEvent: { id: 'admin.events.editEvent', defaultMessage: 'Modifier « {title} »' },
  deleteEvent: { id: 'admin.events.deleteEvent', defaultMessage: 'Supprimer « {title} »' },
  fieldTitleFr: { id: 'admin.events.field.titleFr', defaultMessage: 'Titre (français)' },
  fieldTitleAr: { id: 'admin.events.field.titleAr', defaultMessage: 'Titre (arabe)' },
  fieldTitleEn: { id: 'admin.events.field.titleEn', defaultMessage: 'Titre (anglais)' },
  fieldDescriptionFr: {
    id: 'admin.events.field.descriptionFr',
    defaultMessage: 'Description (français)',
  },
  fieldDescriptionAr: {
    id: 'admin.events.field.descriptionAr',
    defaultMessage: 'Description (arabe)',
  },
  fieldDescriptionEn: {
    id: 'admin.events.field.descriptionEn',
    defaultMessage: 'Description (anglais)',
  },
  fieldPlaceFr: { id: 'admin.events.field.placeFr', defaultMessage: 'Lieu (français)' },
  fieldPlaceAr: { id: 'admin.events.field.placeAr', defaultMessage: 'Lieu (arabe)' },
  fieldPlaceEn: { id: 'admin.events.field.placeEn', defaultMessage: 'Lieu (anglais)' },
  translationHint: {
    id: 'admin.events.translationHint',
    defaultMessage: 'Facultatif : sans titre traduit, la page montre le français.',
  },
  inArabic: { id: 'admin.events.inArabic', defaultMessage: 'Version arabe' },
  inEnglish: { id: 'admin.events.inEnglish', defaultMessage: 'Version anglaise' },
  fieldAllDay: { id: 'admin.events.field.allDay', defaultMessage: 'Journée(s) entière(s)' },
  fieldStart: { id: 'admin.events.field.start', defaultMessage: 'Début' },
  fieldEnd: { id: 'admin.events.field.end', defaultMessage: 'Fin' },
  fieldStartDay: { id: 'admin.events.field.startDay', defaultMessage: 'Premier jour' },
  fieldEndDay: { id: 'admin.events.field.endDay', defaultMessage: 'Dernier jour' },
  fieldTimeHint: {
    id: 'admin.events.field.timeHint',
    defaultMessage: 'Heure de Bamako.',
  },
  fieldLevels: { id: 'admin.events.field.levels', defaultMessage: 'Pour qui' },
  fieldPublished: { id: 'admin.events.field.published', defaultMessage: 'Publié' },
  fieldPublishedHint: {
    id: 'admin.events.field.publishedHint',
    defaultMessage: 'Décoché, l’événement reste ici sans paraître sur le site.',
  },
  save: { id: 'admin.events.save', defaultMessage: 'Enregistrer' },
  saving: { id: 'admin.events.saving', defaultMessage: 'Enregistrement...' },
  created: { id: 'admin.events.created', defaultMessage: 'Événement créé' },
  updated: { id: 'admin.events.updated', defaultMessage: 'Événement modifié' },
  saveFailed: {
    id: 'admin.events.saveFailed',
    defaultMessage: 'L’événement n’a pas été enregistré',
  },
  delete: { id: 'admin.events.delete', defaultMessage: 'Supprimer' },
  deleting: { id: 'admin.events.deleting', defaultMessage: 'Suppression...' },
  deleted: { id: 'admin.events.deleted', defaultMessage: 'Événement supprimé' },
  deleteFailed: {
    id: 'admin.events.deleteFailed',
    defaultMessage: 'L’événement n’a pas été supprimé',
  },
  deleteTitle: { id: 'admin.events.deleteTitle', defaultMessage: 'Supprimer l’événement ?' },
  deleteQuestion: {
    id: 'admin.events.deleteQuestion',
    defaultMessage: '« {title} » disparaîtra du site et des agendas abonnés.',
  },
  titleRequired: {
    id: 'admin.validation.event.titleRequired',
    defaultMessage: 'Le titre en français est obligatoire.',
  },
  tooLong: { id: 'admin.validation.event.tooLong', defaultMessage: 'Ce texte est trop long.' },
  startRequired: {
    id: 'admin.validation.event.startRequired',
    defaultMessage: 'Indiquez le début.',
  },
  endRequired: { id: 'admin.validation.event.endRequired', defaultMessage: 'Indiquez la fin.' },
  endBeforeStart: {
    id: 'admin.validation.event.endBeforeStart',
    defaultMessage: 'La fin doit être après le début.',
  },
  badDate: { id: 'admin.validation.event.badDate', defaultMessage: 'Cette date n’est pas valide.' },
  levelRequired: {
    id: 'admin.validation.event.levelRequired',
    defaultMessage: 'Choisissez au moins un niveau, ou toute l’école.',
  },
  translationTitleRequired: {
    id: 'admin.validation.event.translationTitleRequired',
    defaultMessage: 'Donnez un titre à cette version, ou videz sa description et son lieu.',
  },
});
