import { defineMessage, defineMessages } from 'react-intl';

/** What the blog and news lists and article pages share. */
export const listMessages = {
  ...defineMessages({
    readArticle: { id: 'content.readArticle', defaultMessage: "Lire l'article" },
    loadMore: { id: 'content.loadMore', defaultMessage: 'Afficher plus' },
    loadingMore: { id: 'content.loadingMore', defaultMessage: 'Chargement...' },
    /** On a card whose item has no version in the page's language: its French text is shown. */
    inFrench: { id: 'content.inFrench', defaultMessage: 'En français' },
    /** Above an article shown in French because the page's language has no version of it. */
    frenchOnly: { id: 'content.frenchOnly', defaultMessage: 'Article disponible en français' },
    home: { id: 'content.breadcrumb.home', defaultMessage: 'Accueil' },
    newsFeed: { id: 'content.feed.news', defaultMessage: 'Actualités : flux Atom' },
    blogFeed: { id: 'content.feed.blog', defaultMessage: 'Blog : flux Atom' },
    share: { id: 'content.share.title', defaultMessage: 'Partager' },
    shareWhatsapp: { id: 'content.share.whatsapp', defaultMessage: 'Partager sur WhatsApp' },
    shareFacebook: { id: 'content.share.facebook', defaultMessage: 'Partager sur Facebook' },
    copyLink: { id: 'content.share.copy', defaultMessage: 'Copier le lien' },
    copied: { id: 'content.share.copied', defaultMessage: 'Lien copié' },
    copyFailed: {
      id: 'content.share.copyFailed',
      defaultMessage: "Le lien n'a pas pu être copié : copiez l'adresse de la page.",
    },
  }),
  readArticleLabel: defineMessage<{ title: string }>({
    id: 'content.readArticleLabel',
    defaultMessage: "Lire l'article : {title}",
  }),
};
