import { defineMessages } from 'react-intl';

// The not-found page's words, in its own chunk with its code (lazy-not-found-page.tsx). French
// defaults; the translations are in i18n/ar.json and i18n/en.json.
export const notFoundWords = defineMessages({
  notFoundBack: { id: 'notFound.back', defaultMessage: 'Page précédente' },
  notFoundContact: { id: 'notFound.contact', defaultMessage: "Besoin d'aide ? Contactez-nous" },
  notFoundDocumentTitle: {
    id: 'notFound.documentTitle',
    defaultMessage: 'Page introuvable – Complexe Scolaire',
  },
  notFoundHome: { id: 'notFound.home', defaultMessage: "Retour à l'accueil" },
  notFoundText: {
    id: 'notFound.text',
    defaultMessage: "La page que vous recherchez n'existe pas ou a été déplacée.",
  },
  notFoundTitle: { id: 'notFound.title', defaultMessage: 'Page Introuvable' },
});
