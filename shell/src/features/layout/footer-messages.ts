import { defineMessage, defineMessages } from 'react-intl';

// The footer's words, in its own chunk with its code (public-layout.tsx loads it when the footer
// comes into view). French defaults; the translations are in i18n/ar.json and i18n/en.json.
export const footerWords = defineMessages({
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
