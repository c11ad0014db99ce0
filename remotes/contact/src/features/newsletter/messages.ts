import { defineMessages } from 'react-intl';

export const newsletterMessages = defineMessages({
  title: { id: 'newsletter.title', defaultMessage: 'Restez informés' },
  text: {
    id: 'newsletter.text',
    defaultMessage: "Recevez les actualités de l'école et les dates importantes par e-mail.",
  },
  email: { id: 'newsletter.email', defaultMessage: 'Votre adresse e-mail' },
  language: { id: 'newsletter.language', defaultMessage: 'Langue des e-mails' },
  subscribe: { id: 'newsletter.subscribe', defaultMessage: "S'abonner" },
  subscribing: { id: 'newsletter.subscribing', defaultMessage: 'Inscription...' },
  invalid: { id: 'newsletter.invalid', defaultMessage: 'Adresse email invalide' },
  thanks: {
    id: 'newsletter.thanks',
    defaultMessage:
      'Merci ! Si cette adresse n’est pas encore abonnée, un e-mail vous demande de confirmer : ouvrez-le pour recevoir nos nouvelles.',
  },
  failure: {
    id: 'newsletter.failure',
    defaultMessage:
      "L'inscription n'a pas pu être enregistrée. Vérifiez votre connexion puis réessayez.",
  },
  rateLimited: {
    id: 'newsletter.rateLimited',
    defaultMessage: 'Trop d’inscriptions en peu de temps : réessayez dans un moment.',
  },
});
