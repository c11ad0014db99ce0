import { defineMessages } from 'react-intl';

// French is the default language: each defaultMessage is the French text; ar/en live in src/i18n.
// The values each message takes, so a missing or misspelt one fails the type check.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type NoValues = {};

export const commonMessages = defineMessages<{
  loading: NoValues;
  slowRetrying: NoValues;
  close: NoValues;
  cancel: NoValues;
  retry: NoValues;
  unsavedTitle: NoValues;
  unsavedMessage: NoValues;
  discard: NoValues;
  keepEditing: NoValues;
  paginationNav: NoValues;
  previous: NoValues;
  next: NoValues;
  pageStatus: { page: number; count: number };
}>({
  loading: { id: 'admin.common.loading', defaultMessage: 'Chargement...' },
  slowRetrying: {
    id: 'admin.common.slowRetrying',
    defaultMessage: 'Le serveur n’a pas répondu : nouvel essai en cours…',
  },
  close: { id: 'admin.common.close', defaultMessage: 'Fermer' },
  cancel: { id: 'admin.common.cancel', defaultMessage: 'Annuler' },
  retry: { id: 'admin.common.retry', defaultMessage: 'Réessayer' },
  unsavedTitle: {
    id: 'admin.common.unsaved.title',
    defaultMessage: 'Modifications non enregistrées',
  },
  unsavedMessage: {
    id: 'admin.common.unsaved.message',
    defaultMessage: 'Vos modifications ne sont pas enregistrées. Voulez-vous les abandonner ?',
  },
  discard: { id: 'admin.common.unsaved.discard', defaultMessage: 'Abandonner' },
  keepEditing: { id: 'admin.common.unsaved.keep', defaultMessage: 'Continuer l’édition' },
  paginationNav: { id: 'admin.pagination.nav', defaultMessage: 'Pagination' },
  previous: { id: 'admin.pagination.previous', defaultMessage: 'Précédent' },
  next: { id: 'admin.pagination.next', defaultMessage: 'Suivant' },
  pageStatus: { id: 'admin.pagination.status', defaultMessage: 'Page {page} sur {count}' },
});
