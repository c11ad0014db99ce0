import { defineMessages } from 'react-intl';

// French is the default language: each defaultMessage is the French text; ar/en live in src/i18n.
// The values each message takes, so a missing or misspelt one fails the type check.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type NoValues = {};

export const messagesMessages = defineMessages<{
  title: NoValues;
  subtitle: NoValues;
  tabs: NoValues;
  contactTab: NoValues;
  subscribersTab: NoValues;
  empty: NoValues;
  loadFailed: NoValues;
  new: NoValues;
  handled: NoValues;
  markHandled: NoValues;
  markUnhandled: NoValues;
  markedHandled: NoValues;
  markFailed: NoValues;
  from: NoValues;
  phone: NoValues;
  email: NoValues;
  received: NoValues;
  reply: NoValues;
  subscribersCaption: NoValues;
  subscribersEmpty: NoValues;
  subscribersLoadFailed: NoValues;
  export: NoValues;
  exportFailed: NoValues;
  subscriberCount: { count: number };
  colEmail: NoValues;
  colSubscribed: NoValues;
  colStatus: NoValues;
  colLanguage: NoValues;
  statusConfirmed: NoValues;
  statusPending: NoValues;
  summaryLabel: NoValues;
  summaryConfirmed: NoValues;
  summaryPending: NoValues;
  summaryUnsubscribed: NoValues;
  summaryExpired: NoValues;
  sendingsTitle: NoValues;
  sendingsIntro: NoValues;
  sendingsEmpty: NoValues;
  sendingsLoadFailed: NoValues;
  colItem: NoValues;
  colSentOn: NoValues;
  colSent: NoValues;
  colPending: NoValues;
  colFailed: NoValues;
  filterLabel: NoValues;
  filterNew: NoValues;
  filterHandled: NoValues;
  filterAll: NoValues;
  emptyNew: NoValues;
  emptyHandled: NoValues;
  total: { count: number };
  listLabel: NoValues;
  selectMessage: { subject: string };
  selectPage: NoValues;
  selected: { count: number };
  bulkMarkHandled: NoValues;
  bulkDelete: NoValues;
  bulkMarked: { count: number };
  deleteTitle: NoValues;
  deleteQuestion: { count: number };
  deleting: NoValues;
  deleted: { count: number };
  deleteFailed: NoValues;
}>({
  title: { id: 'admin.messages.title', defaultMessage: 'Messages' },
  subtitle: {
    id: 'admin.messages.subtitle',
    defaultMessage: 'Messages du formulaire de contact et inscrits à la lettre d’information',
  },
  tabs: { id: 'admin.messages.tabs', defaultMessage: 'Boîte de réception' },
  contactTab: { id: 'admin.messages.contactTab', defaultMessage: 'Contact' },
  subscribersTab: { id: 'admin.messages.subscribersTab', defaultMessage: 'Abonnés' },
  empty: { id: 'admin.messages.empty', defaultMessage: 'Aucun message pour l’instant' },
  loadFailed: {
    id: 'admin.messages.loadFailed',
    defaultMessage: 'Échec du chargement des messages',
  },
  new: { id: 'admin.messages.new', defaultMessage: 'Nouveau' },
  handled: { id: 'admin.messages.handled', defaultMessage: 'Traité' },
  markHandled: { id: 'admin.messages.markHandled', defaultMessage: 'Marquer comme traité' },
  markUnhandled: { id: 'admin.messages.markUnhandled', defaultMessage: 'Marquer comme non traité' },
  markedHandled: {
    id: 'admin.messages.markedHandled',
    defaultMessage: 'Message marqué comme traité',
  },
  markFailed: {
    id: 'admin.messages.markFailed',
    defaultMessage: 'Échec de la mise à jour du message',
  },
  from: { id: 'admin.messages.from', defaultMessage: 'De' },
  phone: { id: 'admin.messages.phone', defaultMessage: 'Téléphone' },
  email: { id: 'admin.messages.email', defaultMessage: 'E-mail' },
  received: { id: 'admin.messages.received', defaultMessage: 'Reçu' },
  reply: { id: 'admin.messages.reply', defaultMessage: 'Répondre par e-mail' },
  subscribersCaption: {
    id: 'admin.subscribers.caption',
    defaultMessage: 'Inscrits à la lettre d’information',
  },
  subscribersEmpty: {
    id: 'admin.subscribers.empty',
    defaultMessage: 'Aucun inscrit pour l’instant',
  },
  subscribersLoadFailed: {
    id: 'admin.subscribers.loadFailed',
    defaultMessage: 'Échec du chargement des inscrits',
  },
  export: { id: 'admin.subscribers.export', defaultMessage: 'Exporter en CSV' },
  exportFailed: { id: 'admin.messages.exportFailed', defaultMessage: 'Échec de l’export' },
  subscriberCount: {
    id: 'admin.subscribers.count',
    defaultMessage: '{count, plural, one {# inscrit} other {# inscrits}}',
  },
  colEmail: { id: 'admin.subscribers.col.email', defaultMessage: 'E-mail' },
  colSubscribed: { id: 'admin.subscribers.col.subscribed', defaultMessage: 'Inscrit le' },
  colStatus: { id: 'admin.subscribers.col.status', defaultMessage: 'État' },
  colLanguage: { id: 'admin.subscribers.col.language', defaultMessage: 'Langue des e-mails' },
  statusConfirmed: { id: 'admin.subscribers.status.confirmed', defaultMessage: 'Confirmé' },
  statusPending: {
    id: 'admin.subscribers.status.pending',
    defaultMessage: 'En attente de confirmation',
  },
  summaryLabel: { id: 'admin.subscribers.summary', defaultMessage: 'La liste en chiffres' },
  summaryConfirmed: { id: 'admin.subscribers.summary.confirmed', defaultMessage: 'Confirmés' },
  summaryPending: {
    id: 'admin.subscribers.summary.pending',
    defaultMessage: 'En attente de confirmation',
  },
  summaryUnsubscribed: {
    id: 'admin.subscribers.summary.unsubscribed',
    defaultMessage: 'Désabonnés (adresses supprimées)',
  },
  summaryExpired: {
    id: 'admin.subscribers.summary.expired',
    defaultMessage: 'Jamais confirmés (oubliés après 7 jours)',
  },
  sendingsTitle: { id: 'admin.sendings.title', defaultMessage: 'Envois aux abonnés' },
  sendingsIntro: {
    id: 'admin.sendings.intro',
    defaultMessage:
      'Une actualité publiée avec « Envoyer aux abonnés de la lettre d’information » part à chaque abonné confirmé, au plus 60 e-mails par minute ; un envoi refusé par le serveur de messagerie est retenté plus tard.',
  },
  sendingsEmpty: { id: 'admin.sendings.empty', defaultMessage: 'Aucun envoi pour l’instant' },
  sendingsLoadFailed: {
    id: 'admin.sendings.loadFailed',
    defaultMessage: 'Échec du chargement des envois',
  },
  colItem: { id: 'admin.sendings.col.item', defaultMessage: 'Actualité' },
  colSentOn: { id: 'admin.sendings.col.date', defaultMessage: 'Envoyée le' },
  colSent: { id: 'admin.sendings.col.sent', defaultMessage: 'Envoyés' },
  colPending: { id: 'admin.sendings.col.pending', defaultMessage: 'En attente' },
  colFailed: { id: 'admin.sendings.col.failed', defaultMessage: 'Échecs' },
  filterLabel: { id: 'admin.messages.filter', defaultMessage: 'Afficher' },
  filterNew: { id: 'admin.messages.filter.new', defaultMessage: 'Nouveaux' },
  filterHandled: { id: 'admin.messages.filter.handled', defaultMessage: 'Traités' },
  filterAll: { id: 'admin.messages.filter.all', defaultMessage: 'Tous' },
  emptyNew: { id: 'admin.messages.emptyNew', defaultMessage: 'Aucun nouveau message' },
  emptyHandled: { id: 'admin.messages.emptyHandled', defaultMessage: 'Aucun message traité' },
  total: {
    id: 'admin.messages.total',
    defaultMessage: '{count, plural, one {# message} other {# messages}}',
  },
  listLabel: { id: 'admin.messages.listLabel', defaultMessage: 'Messages de contact' },
  selectMessage: { id: 'admin.messages.select', defaultMessage: 'Sélectionner « {subject} »' },
  selectPage: {
    id: 'admin.messages.selectPage',
    defaultMessage: 'Tout sélectionner sur cette page',
  },
  selected: {
    id: 'admin.messages.selected',
    defaultMessage: '{count, plural, one {# sélectionné} other {# sélectionnés}}',
  },
  bulkMarkHandled: {
    id: 'admin.messages.bulk.markHandled',
    defaultMessage: 'Marquer comme traités',
  },
  bulkDelete: { id: 'admin.messages.bulk.delete', defaultMessage: 'Supprimer' },
  bulkMarked: {
    id: 'admin.messages.bulk.marked',
    defaultMessage:
      '{count, plural, one {# message marqué comme traité} other {# messages marqués comme traités}}',
  },
  deleteTitle: { id: 'admin.messages.delete.title', defaultMessage: 'Supprimer des messages' },
  deleteQuestion: {
    id: 'admin.messages.delete.question',
    defaultMessage:
      '{count, plural, one {Supprimer définitivement # message ? Cette action est irréversible.} other {Supprimer définitivement # messages ? Cette action est irréversible.}}',
  },
  deleting: { id: 'admin.messages.delete.deleting', defaultMessage: 'Suppression...' },
  deleted: {
    id: 'admin.messages.delete.done',
    defaultMessage: '{count, plural, one {# message supprimé} other {# messages supprimés}}',
  },
  deleteFailed: {
    id: 'admin.messages.delete.failed',
    defaultMessage: 'Échec de la suppression des messages',
  },
});
