import { defineMessage, defineMessages } from 'react-intl';

export const newsMessages = {
  ...defineMessages({
    metaTitle: {
      id: 'news.meta.title',
      defaultMessage: 'Actualités | Complexe Scolaire Islamique de Bamako',
    },
    metaDescription: {
      id: 'news.meta.description',
      defaultMessage:
        "Toute l'actualité du complexe scolaire : rentrée, examens, événements et réussites de nos élèves.",
    },
    eyebrow: { id: 'news.hero.eyebrow', defaultMessage: 'Actualités' },
    title: { id: 'news.hero.title', defaultMessage: 'Actualités' },
    subtitle: {
      id: 'news.hero.subtitle',
      defaultMessage: "Suivez la vie de l'école : annonces, événements et réussites.",
    },
    featured: { id: 'news.featured', defaultMessage: 'À la une' },
    allNews: { id: 'news.all', defaultMessage: 'Toutes les actualités' },
    readMore: { id: 'news.readMore', defaultMessage: 'Lire la suite' },
    loading: { id: 'news.loading', defaultMessage: 'Chargement des actualités...' },
    empty: { id: 'news.empty', defaultMessage: 'Aucune actualité trouvée.' },
  }),
  readMoreLabel: defineMessage<{ title: string }>({
    id: 'news.readMoreLabel',
    defaultMessage: 'Lire la suite : {title}',
  }),
};
