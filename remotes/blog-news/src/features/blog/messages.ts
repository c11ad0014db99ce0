import { defineMessages } from 'react-intl';

export const blogMessages = defineMessages({
  metaTitle: {
    id: 'blog.meta.title',
    defaultMessage: 'Blog | Complexe Scolaire Islamique de Bamako',
  },
  metaDescription: {
    id: 'blog.meta.description',
    defaultMessage:
      "Réflexions, conseils et partages de l'équipe pédagogique sur l'éducation, la pédagogie, l'innovation et la spiritualité.",
  },
  eyebrow: { id: 'blog.hero.eyebrow', defaultMessage: 'Le blog' },
  title: { id: 'blog.hero.title', defaultMessage: 'Blog' },
  subtitle: {
    id: 'blog.hero.subtitle',
    defaultMessage: 'Idées, conseils et témoignages de notre communauté éducative.',
  },
  categories: { id: 'blog.categories.label', defaultMessage: 'Catégories' },
  all: { id: 'blog.category.all', defaultMessage: 'Tous' },
  education: { id: 'blog.category.education', defaultMessage: 'Éducation' },
  pedagogy: { id: 'blog.category.pedagogy', defaultMessage: 'Pédagogie' },
  innovation: { id: 'blog.category.innovation', defaultMessage: 'Innovation' },
  spirituality: { id: 'blog.category.spirituality', defaultMessage: 'Spiritualité' },
  community: { id: 'blog.category.community', defaultMessage: 'Communauté' },
  listTitle: { id: 'blog.list.title', defaultMessage: 'Articles du blog' },
  loading: { id: 'blog.loading', defaultMessage: 'Chargement des articles...' },
  empty: { id: 'blog.empty', defaultMessage: 'Aucun article de blog trouvé.' },
});
