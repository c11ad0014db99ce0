import { defineMessages } from 'react-intl';

// French is the default language: each defaultMessage is the French text; ar/en live in src/i18n.
// The values each message takes, so a missing or misspelt one fails the type check.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type NoValues = {};

export const authMessages = defineMessages<{
  title: NoValues;
  subtitle: NoValues;
  tabs: NoValues;
  signInTab: NoValues;
  signUpTab: NoValues;
  email: NoValues;
  password: NoValues;
  firstName: NoValues;
  lastName: NoValues;
  signIn: NoValues;
  signingIn: NoValues;
  createAccount: NoValues;
  creatingAccount: NoValues;
  signInFailed: NoValues;
  signUpFailed: NoValues;
  signUpSuccess: NoValues;
  signUpSuccessText: NoValues;
  signedOut: NoValues;
  signedOutText: NoValues;
  signOutFailed: NoValues;
  signOut: NoValues;
  noAccessTitle: NoValues;
  noAccessText: { email: string };
  backToSite: NoValues;
  emailRequired: NoValues;
  emailInvalid: NoValues;
  passwordRequired: NoValues;
  passwordShort: NoValues;
  firstNameRequired: NoValues;
  lastNameRequired: NoValues;
}>({
  title: { id: 'admin.auth.title', defaultMessage: 'Espace administrateur' },
  subtitle: {
    id: 'admin.auth.subtitle',
    defaultMessage: 'Connectez-vous pour gérer le contenu du site.',
  },
  tabs: { id: 'admin.auth.tabs', defaultMessage: 'Compte' },
  signInTab: { id: 'admin.auth.signInTab', defaultMessage: 'Connexion' },
  signUpTab: { id: 'admin.auth.signUpTab', defaultMessage: 'Inscription' },
  email: { id: 'admin.auth.email', defaultMessage: 'Adresse e-mail' },
  password: { id: 'admin.auth.password', defaultMessage: 'Mot de passe' },
  firstName: { id: 'admin.auth.firstName', defaultMessage: 'Prénom' },
  lastName: { id: 'admin.auth.lastName', defaultMessage: 'Nom' },
  signIn: { id: 'admin.auth.signIn', defaultMessage: 'Se connecter' },
  signingIn: { id: 'admin.auth.signingIn', defaultMessage: 'Connexion...' },
  createAccount: { id: 'admin.auth.createAccount', defaultMessage: 'Créer un compte' },
  creatingAccount: { id: 'admin.auth.creatingAccount', defaultMessage: 'Création du compte...' },
  signInFailed: { id: 'admin.auth.signInFailed', defaultMessage: 'Échec de la connexion' },
  signUpFailed: { id: 'admin.auth.signUpFailed', defaultMessage: 'Échec de l’inscription' },
  signUpSuccess: { id: 'admin.auth.signUpSuccess', defaultMessage: 'Inscription réussie' },
  signUpSuccessText: {
    id: 'admin.auth.signUpSuccessText',
    defaultMessage: 'Veuillez vérifier votre e-mail pour confirmer votre compte.',
  },
  signedOut: { id: 'admin.auth.signedOut', defaultMessage: 'Déconnexion' },
  signedOutText: {
    id: 'admin.auth.signedOutText',
    defaultMessage: 'Vous avez été déconnecté avec succès.',
  },
  signOutFailed: { id: 'admin.auth.signOutFailed', defaultMessage: 'Échec de la déconnexion' },
  signOut: { id: 'admin.auth.signOut', defaultMessage: 'Se déconnecter' },
  noAccessTitle: {
    id: 'admin.auth.noAccess.title',
    defaultMessage: 'Accès réservé aux administrateurs',
  },
  noAccessText: {
    id: 'admin.auth.noAccess.text',
    defaultMessage:
      'Vous êtes connecté avec {email}, mais ce compte n’a pas accès à l’administration. Demandez l’accès à la direction de l’école ou connectez-vous avec un autre compte.',
  },
  backToSite: { id: 'admin.auth.backToSite', defaultMessage: 'Retour au site' },
  emailRequired: {
    id: 'admin.validation.email.required',
    defaultMessage: 'L’adresse e-mail est requise',
  },
  emailInvalid: { id: 'admin.validation.email.invalid', defaultMessage: 'Adresse email invalide' },
  passwordRequired: {
    id: 'admin.validation.password.required',
    defaultMessage: 'Le mot de passe est requis',
  },
  passwordShort: {
    id: 'admin.validation.password.short',
    defaultMessage: 'Le mot de passe doit contenir au moins 6 caractères',
  },
  firstNameRequired: {
    id: 'admin.validation.firstName.required',
    defaultMessage: 'Le prénom est requis',
  },
  lastNameRequired: {
    id: 'admin.validation.lastName.required',
    defaultMessage: 'Le nom est requis',
  },
});
