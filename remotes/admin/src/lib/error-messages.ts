import type { ErrorKind } from '@school/shared';
import { defineMessages, type MessageDescriptor } from 'react-intl';

// French is the default language: each defaultMessage is the French text; ar/en live in src/i18n.
/** One sentence per kind of failure (see `errorKind` in @school/shared). */
export const errorMessages: Record<ErrorKind, MessageDescriptor> = defineMessages({
  invalidCredentials: {
    id: 'admin.error.invalidCredentials',
    defaultMessage: 'E-mail ou mot de passe incorrect.',
  },
  emailNotConfirmed: {
    id: 'admin.error.emailNotConfirmed',
    defaultMessage: 'Cette adresse e-mail n’est pas encore confirmée.',
  },
  userExists: {
    id: 'admin.error.userExists',
    defaultMessage: 'Un compte existe déjà avec cette adresse e-mail.',
  },
  weakPassword: {
    id: 'admin.error.weakPassword',
    defaultMessage: 'Ce mot de passe est trop faible : choisissez-en un plus long.',
  },
  rateLimited: {
    id: 'admin.error.rateLimited',
    defaultMessage: 'Trop de tentatives. Réessayez dans quelques minutes.',
  },
  network: {
    id: 'admin.error.network',
    defaultMessage: 'Le serveur est injoignable. Vérifiez votre connexion puis réessayez.',
  },
  sessionExpired: {
    id: 'admin.error.sessionExpired',
    defaultMessage: 'Votre session a expiré. Reconnectez-vous.',
  },
  forbidden: {
    id: 'admin.error.forbidden',
    defaultMessage: 'Vous n’avez pas le droit de faire cette opération.',
  },
  duplicate: {
    id: 'admin.error.duplicate',
    defaultMessage: 'Cet élément existe déjà.',
  },
  tooLarge: {
    id: 'admin.error.tooLarge',
    defaultMessage: 'Le fichier ou le texte envoyé est trop volumineux.',
  },
  invalidInput: {
    id: 'admin.error.invalidInput',
    defaultMessage: 'Certaines valeurs ne sont pas acceptées. Vérifiez le formulaire.',
  },
  notFound: {
    id: 'admin.error.notFound',
    defaultMessage: 'Cet élément n’existe plus.',
  },
  unknown: {
    id: 'admin.error.unknown',
    defaultMessage: 'Une erreur inattendue est survenue. Réessayez dans un instant.',
  },
});
