import { defineMessages } from 'react-intl';

// French is the default language: each defaultMessage is the French text; ar/en live in src/i18n.
// The values each message takes, so a missing or misspelt one fails the type check.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type NoValues = {};

export const settingsMessages = defineMessages<{
  title: NoValues;
  subtitle: NoValues;
  save: NoValues;
  saving: NoValues;
  saved: NoValues;
  saveFailed: NoValues;
  notSaved: { keys: string };
  loadFailed: NoValues;
  empty: NoValues;
  unsavedCount: { count: number };
  notSavedField: NoValues;
}>({
  title: { id: 'admin.settings.title', defaultMessage: 'Paramètres' },
  subtitle: {
    id: 'admin.settings.subtitle',
    defaultMessage: 'Coordonnées et textes affichés sur le site public',
  },
  save: { id: 'admin.settings.save', defaultMessage: 'Enregistrer les modifications' },
  saving: { id: 'admin.settings.saving', defaultMessage: 'Enregistrement...' },
  saved: { id: 'admin.settings.saved', defaultMessage: 'Paramètres mis à jour avec succès' },
  saveFailed: {
    id: 'admin.settings.saveFailed',
    defaultMessage: 'Échec de l’enregistrement des paramètres',
  },
  notSaved: {
    id: 'admin.settings.notSaved',
    defaultMessage: 'Non enregistrés : {keys}. Vos saisies sont conservées.',
  },
  loadFailed: {
    id: 'admin.settings.loadFailed',
    defaultMessage: 'Échec du chargement des paramètres',
  },
  empty: { id: 'admin.settings.empty', defaultMessage: 'Aucun paramètre' },
  unsavedCount: {
    id: 'admin.settings.unsavedCount',
    defaultMessage:
      '{count, plural, one {# modification non enregistrée} other {# modifications non enregistrées}}',
  },
  notSavedField: { id: 'admin.settings.notSavedField', defaultMessage: 'Non enregistré' },
});
