import { defineMessage, defineMessages } from 'react-intl';

export const articleMessages = defineMessages({
  loading: { id: 'article.loading', defaultMessage: "Chargement de l'article..." },
  backToBlog: { id: 'article.backToBlog', defaultMessage: 'Retour au blog' },
  backToNews: { id: 'article.backToNews', defaultMessage: 'Retour aux actualités' },
  published: { id: 'article.published', defaultMessage: 'Publié le' },
  /** A draft's preview, where a published item shows its date. */
  stateDraft: { id: 'article.state.draft', defaultMessage: 'Brouillon' },
  notFoundTitle: { id: 'article.notFound.title', defaultMessage: 'Article introuvable' },
  notFoundText: {
    id: 'article.notFound.text',
    defaultMessage: "Cet article n'existe pas ou n'est plus publié.",
  },
  notFoundMeta: {
    id: 'article.notFound.meta',
    defaultMessage: 'Article introuvable | Complexe Scolaire Islamique de Bamako',
  },
  errorTitle: { id: 'article.error.title', defaultMessage: "L'article n'a pas pu être chargé" },
  errorText: {
    id: 'article.error.text',
    defaultMessage: 'Vérifiez votre connexion puis réessayez.',
  },
  retry: { id: 'article.error.retry', defaultMessage: 'Réessayer' },
  previewDraft: {
    id: 'article.preview.draft',
    defaultMessage:
      'Aperçu réservé à l’équipe : ce brouillon n’est pas publié, les visiteurs ne le voient pas.',
  },
  titleSuffix: {
    id: 'article.meta.suffix',
    defaultMessage: 'Complexe Scolaire Islamique de Bamako',
  },
});

/** A scheduled item previewed by staff before its publication time. */
export const previewScheduledMessage = defineMessage<{ date: string }>({
  id: 'article.preview.scheduled',
  defaultMessage:
    'Aperçu réservé à l’équipe : publication prévue le {date}. Les visiteurs ne le voient pas encore.',
});

/** A scheduled item's preview, where a published item shows its date. */
export const stateScheduledMessage = defineMessage<{ date: string }>({
  id: 'article.state.scheduled',
  defaultMessage: 'Programmé pour le {date}',
});
