import { defineMessages } from 'react-intl';

// The shell's own words (the footer's, the not-found page's and the preview banner's are beside
// them: they load with their code). French is each message's defaultMessage; ar.json and en.json
// hold the translations (compiled to ICU ASTs at build, checked for missing/unused/untranslated
// ids).
export const m = defineMessages({
  brandName: { id: 'brand.name', defaultMessage: 'Complexe Scolaire' },
  brandPlace: { id: 'brand.place', defaultMessage: 'Bamako-Coura' },
  brandTagline: {
    id: 'brand.tagline',
    defaultMessage: "L'éducation, la foi et l'excellence pour un avenir meilleur",
  },
  contactBarLabel: { id: 'contactBar.label', defaultMessage: 'Coordonnées' },
  errorHome: { id: 'error.home', defaultMessage: "Retour à l'accueil" },
  headerMenuClose: { id: 'header.menu.close', defaultMessage: 'Fermer le menu' },
  headerMenuOpen: { id: 'header.menu.open', defaultMessage: 'Ouvrir le menu' },
  languageLabel: { id: 'language.label', defaultMessage: 'Langue' },
  navLabel: { id: 'nav.label', defaultMessage: 'Navigation principale' },
  remoteFailed: {
    id: 'remote.failed',
    defaultMessage: "Cette partie du site n'a pas pu être chargée.",
  },
  remoteLoading: { id: 'remote.loading', defaultMessage: 'Chargement…' },
  remoteRetry: { id: 'remote.retry', defaultMessage: 'Réessayer' },
  skipToContent: { id: 'skip.toContent', defaultMessage: 'Aller au contenu' },
  themeToDark: { id: 'theme.toDark', defaultMessage: 'Passer au thème sombre' },
  themeToLight: { id: 'theme.toLight', defaultMessage: 'Passer au thème clair' },
});
