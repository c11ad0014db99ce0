import { defineMessages } from 'react-intl';

// French is the default language: each defaultMessage is the French text; ar/en live in src/i18n.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type NoValues = {};

export const admissionsMessages = defineMessages<{
  title: NoValues;
  subtitle: NoValues;
  loadFailed: NoValues;
  empty: NoValues;
  emptyFiltered: NoValues;
  filterLevel: NoValues;
  filterYear: NoValues;
  all: NoValues;
  total: { count: number };
  export: NoValues;
  listLabel: NoValues;
  parent: NoValues;
  phone: NoValues;
  email: NoValues;
  child: NoValues;
  birthDate: NoValues;
  level: NoValues;
  schoolYear: NoValues;
  received: NoValues;
  language: NoValues;
  parentMessage: NoValues;
  status: NoValues;
  notes: NoValues;
  notesHint: NoValues;
  save: NoValues;
  saved: NoValues;
  saveFailed: NoValues;
  reference: NoValues;
  open: { reference: string; child: string };
  levelPreschool: NoValues;
  levelPrimary: NoValues;
  levelMiddle: NoValues;
  levelHigh: NoValues;
  statusNew: NoValues;
  statusContacted: NoValues;
  statusVisitPlanned: NoValues;
  statusEnrolled: NoValues;
  statusDeclined: NoValues;
  ageThen: { age: number };
}>({
  title: { id: 'admin.admissions.title', defaultMessage: 'Inscriptions' },
  subtitle: {
    id: 'admin.admissions.subtitle',
    defaultMessage:
      'Les pré-inscriptions envoyées depuis la page Inscription, de la demande à l’inscription.',
  },
  loadFailed: {
    id: 'admin.admissions.loadFailed',
    defaultMessage: 'Impossible de charger les pré-inscriptions',
  },
  empty: { id: 'admin.admissions.empty', defaultMessage: 'Aucune pré-inscription pour le moment.' },
  emptyFiltered: {
    id: 'admin.admissions.emptyFiltered',
    defaultMessage: 'Aucune pré-inscription pour ce niveau et cette année.',
  },
  filterLevel: { id: 'admin.admissions.filterLevel', defaultMessage: 'Niveau' },
  filterYear: { id: 'admin.admissions.filterYear', defaultMessage: 'Année scolaire' },
  all: { id: 'admin.admissions.all', defaultMessage: 'Tous' },
  total: {
    id: 'admin.admissions.total',
    defaultMessage:
      '{count, plural, =0 {Aucune pré-inscription} one {# pré-inscription} other {# pré-inscriptions}}',
  },
  export: { id: 'admin.admissions.export', defaultMessage: 'Exporter en CSV' },
  listLabel: { id: 'admin.admissions.listLabel', defaultMessage: 'Pré-inscriptions' },
  parent: { id: 'admin.admissions.parent', defaultMessage: 'Parent' },
  phone: { id: 'admin.admissions.phone', defaultMessage: 'Téléphone' },
  email: { id: 'admin.admissions.email', defaultMessage: 'E-mail' },
  child: { id: 'admin.admissions.child', defaultMessage: 'Enfant' },
  birthDate: { id: 'admin.admissions.birthDate', defaultMessage: 'Date de naissance' },
  level: { id: 'admin.admissions.level', defaultMessage: 'Niveau souhaité' },
  schoolYear: { id: 'admin.admissions.schoolYear', defaultMessage: 'Année scolaire' },
  received: { id: 'admin.admissions.received', defaultMessage: 'Reçue' },
  language: { id: 'admin.admissions.language', defaultMessage: 'Langue du parent' },
  parentMessage: { id: 'admin.admissions.parentMessage', defaultMessage: 'Message du parent' },
  status: { id: 'admin.admissions.status', defaultMessage: 'Statut' },
  notes: { id: 'admin.admissions.notes', defaultMessage: 'Notes du secrétariat' },
  notesHint: {
    id: 'admin.admissions.notesHint',
    defaultMessage: 'Visibles par l’équipe seulement : appels, rendez-vous, pièces reçues…',
  },
  save: { id: 'admin.admissions.save', defaultMessage: 'Enregistrer' },
  saved: { id: 'admin.admissions.saved', defaultMessage: 'Pré-inscription mise à jour' },
  saveFailed: {
    id: 'admin.admissions.saveFailed',
    defaultMessage: 'Impossible de mettre à jour la pré-inscription',
  },
  reference: { id: 'admin.admissions.reference', defaultMessage: 'Référence' },
  open: {
    id: 'admin.admissions.open',
    defaultMessage: 'Ouvrir {reference}, {child}',
  },
  levelPreschool: { id: 'admin.admissions.level.preschool', defaultMessage: 'Maternelle' },
  levelPrimary: { id: 'admin.admissions.level.primary', defaultMessage: 'Primaire' },
  levelMiddle: { id: 'admin.admissions.level.middle', defaultMessage: 'Collège' },
  levelHigh: { id: 'admin.admissions.level.high', defaultMessage: 'Lycée' },
  statusNew: { id: 'admin.admissions.status.new', defaultMessage: 'Nouvelle' },
  statusContacted: { id: 'admin.admissions.status.contacted', defaultMessage: 'Contactée' },
  statusVisitPlanned: {
    id: 'admin.admissions.status.visit_planned',
    defaultMessage: 'Visite prévue',
  },
  statusEnrolled: { id: 'admin.admissions.status.enrolled', defaultMessage: 'Inscrit' },
  statusDeclined: { id: 'admin.admissions.status.declined', defaultMessage: 'Refusée' },
  ageThen: {
    id: 'admin.admissions.ageThen',
    defaultMessage: '{age, plural, one {# an} other {# ans}} à la rentrée',
  },
});

export const levelLabels = {
  preschool: admissionsMessages.levelPreschool,
  primary: admissionsMessages.levelPrimary,
  middle: admissionsMessages.levelMiddle,
  high: admissionsMessages.levelHigh,
} as const;

export const statusLabels = {
  new: admissionsMessages.statusNew,
  contacted: admissionsMessages.statusContacted,
  visit_planned: admissionsMessages.statusVisitPlanned,
  enrolled: admissionsMessages.statusEnrolled,
  declined: admissionsMessages.statusDeclined,
} as const;
