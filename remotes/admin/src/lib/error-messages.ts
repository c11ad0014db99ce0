import type { ErrorKind } from '@school/shared/data/admin';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

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
    defaultMessage:
      'Ce mot de passe est trop faible : au moins 10 caractères, et pas un mot de passe courant.',
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
  signupDisabled: {
    id: 'admin.error.signupDisabled',
    defaultMessage:
      'La création de compte est fermée : demandez une invitation à la direction de l’école.',
  },
  linkExpired: {
    id: 'admin.error.linkExpired',
    defaultMessage:
      'Ce lien a expiré ou a déjà servi : un lien ne sert qu’une fois, pendant une heure. Demandez-en un nouveau.',
  },
  otherBrowser: {
    id: 'admin.error.otherBrowser',
    defaultMessage:
      'Ouvrez ce lien dans le navigateur où vous avez fait la demande, ou demandez un nouveau lien ici.',
  },
  samePassword: {
    id: 'admin.error.samePassword',
    defaultMessage: 'Choisissez un mot de passe différent de l’ancien.',
  },
  accountDisabled: {
    id: 'admin.error.accountDisabled',
    defaultMessage: 'Ce compte est désactivé. Adressez-vous à la direction de l’école.',
  },
  ownAccount: {
    id: 'admin.error.ownAccount',
    defaultMessage:
      'Vous ne pouvez ni changer votre propre rôle ni désactiver votre propre compte.',
  },
  lastSuperAdmin: {
    id: 'admin.error.lastSuperAdmin',
    defaultMessage: 'Il doit toujours rester au moins un super administrateur actif.',
  },
  unknown: {
    id: 'admin.error.unknown',
    defaultMessage: 'Une erreur inattendue est survenue. Réessayez dans un instant.',
  },
});

/** A limit that says how long to wait (the auth service does). */
export const rateLimitedIn = defineMessage<{ minutes: number }>({
  id: 'admin.error.rateLimitedIn',
  defaultMessage:
    'Trop de tentatives. Réessayez dans {minutes, plural, one {# minute} other {# minutes}}.',
});
