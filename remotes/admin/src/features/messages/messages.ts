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
  subscriberCount: { count: number };
  colEmail: NoValues;
  colSubscribed: NoValues;
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
  subscriberCount: {
    id: 'admin.subscribers.count',
    defaultMessage: '{count, plural, one {# inscrit} other {# inscrits}}',
  },
  colEmail: { id: 'admin.subscribers.col.email', defaultMessage: 'E-mail' },
  colSubscribed: { id: 'admin.subscribers.col.subscribed', defaultMessage: 'Inscrit le' },
});
