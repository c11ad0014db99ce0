import { defineMessage, defineMessages } from 'react-intl';

/** What the blog and news lists and article pages share. */
export const listMessages = {
  ...defineMessages({
    readArticle: { id: 'content.readArticle', defaultMessage: "Lire l'article" },
    loadMore: { id: 'content.loadMore', defaultMessage: 'Afficher plus' },
    loadingMore: { id: 'content.loadingMore', defaultMessage: 'Chargement...' },
  }),
  readArticleLabel: defineMessage<{ title: string }>({
    id: 'content.readArticleLabel',
    defaultMessage: "Lire l'article : {title}",
  }),
};
