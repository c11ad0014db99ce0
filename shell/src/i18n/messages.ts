import { defineMessage, defineMessages } from 'react-intl';

// The shell's own words. French is each message's defaultMessage; ar.json and en.json hold the
// translations (compiled to ICU ASTs at build, checked for missing/unused/untranslated ids).
export const m = defineMessages({
  brandName: { id: 'brand.name', defaultMessage: 'Complexe Scolaire' },
  brandPlace: { id: 'brand.place', defaultMessage: 'Bamako-Coura' },
  brandTagline: {
    id: 'brand.tagline',
    defaultMessage: "L'éducation, la foi et l'excellence pour un avenir meilleur",
  },
  contactBarLabel: { id: 'contactBar.label', defaultMessage: 'Coordonnées' },
  errorHome: { id: 'error.home', defaultMessage: "Retour à l'accueil" },
  footerAbout: {
    id: 'footer.about',
    defaultMessage:
      "Un complexe scolaire privé qui allie un programme moderne à l'enseignement islamique, de la maternelle au lycée.",
  },
  footerContact: { id: 'footer.contact', defaultMessage: 'Contact' },
  footerHours: { id: 'footer.hours', defaultMessage: "Heures d'ouverture" },
  footerQuickLinks: { id: 'footer.quickLinks', defaultMessage: 'Liens rapides' },
  footerSocial: { id: 'footer.social', defaultMessage: 'Réseaux sociaux' },
  footerWhatsapp: { id: 'footer.whatsapp', defaultMessage: 'Écrire sur WhatsApp' },
  headerMenuClose: { id: 'header.menu.close', defaultMessage: 'Fermer le menu' },
  headerMenuOpen: { id: 'header.menu.open', defaultMessage: 'Ouvrir le menu' },
  languageLabel: { id: 'language.label', defaultMessage: 'Langue' },
  navLabel: { id: 'nav.label', defaultMessage: 'Navigation principale' },
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
  remoteFailed: {
    id: 'remote.failed',
    defaultMessage: "Cette partie du site n'a pas pu être chargée.",
  },
  remoteLoading: { id: 'remote.loading', defaultMessage: 'Chargement…' },
  remoteRetry: { id: 'remote.retry', defaultMessage: 'Réessayer' },
  previewLabel: { id: 'preview.label', defaultMessage: 'Aperçu avant mise en ligne' },
  previewLeave: { id: 'preview.leave', defaultMessage: "Quitter l'aperçu" },
  skipToContent: { id: 'skip.toContent', defaultMessage: 'Aller au contenu' },
  themeToDark: { id: 'theme.toDark', defaultMessage: 'Passer au thème sombre' },
  themeToLight: { id: 'theme.toLight', defaultMessage: 'Passer au thème clair' },
});

// Messages with placeholders declare their values' types (react-intl checks them at each use).
export const footerRights = defineMessage<{ year: number; name: string }>({
  id: 'footer.rights',
  defaultMessage: '© {year} {name}. Tous droits réservés.',
});
/** A social network's link in the footer, named for a screen reader ("Facebook" is the value). */
export const footerSocialLink = defineMessage<{ network: string }>({
  id: 'footer.socialLink',
  defaultMessage: 'Nous suivre sur {network}',
});
export const previewText = defineMessage<{ remote: string; version: string }>({
  id: 'preview.text',
  defaultMessage: 'Aperçu : {remote} en version {version}, pas encore en ligne',
});
