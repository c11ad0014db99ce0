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
  noAccessTeacher: { email: string };
  backToSite: NoValues;
  emailRequired: NoValues;
  emailInvalid: NoValues;
  passwordRequired: NoValues;
  passwordShort: NoValues;
  firstNameRequired: NoValues;
  lastNameRequired: NoValues;
  forgotLink: NoValues;
  forgotTitle: NoValues;
  forgotIntro: NoValues;
  forgotSubmit: NoValues;
  forgotSending: NoValues;
  forgotSentTitle: NoValues;
  forgotSent: { email: string };
  forgotFailed: NoValues;
  forgotAgain: NoValues;
  backToSignIn: NoValues;
  resetTitle: NoValues;
  resetIntro: { email: string };
  resetChecking: NoValues;
  linkInvalidTitle: NoValues;
  requestNewLink: NoValues;
  newPassword: NoValues;
  confirmPassword: NoValues;
  passwordHint: NoValues;
  savePassword: NoValues;
  savingPassword: NoValues;
  passwordSaved: NoValues;
  passwordSavedText: NoValues;
  passwordSaveFailed: NoValues;
  acceptTitle: NoValues;
  acceptIntro: NoValues;
  acceptSubmit: NoValues;
  accepting: NoValues;
  acceptFailed: NoValues;
  accepted: NoValues;
  acceptedText: NoValues;
  invitationInvalidTitle: NoValues;
  invitationInvalid: NoValues;
  passwordLong: NoValues;
  passwordCommon: NoValues;
  passwordEmail: NoValues;
  confirmRequired: NoValues;
  confirmMismatch: NoValues;
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
  noAccessTeacher: {
    id: 'admin.auth.noAccess.teacher',
    defaultMessage:
      'Votre compte enseignant ({email}) est actif. L’espace d’administration est réservé aux administrateurs : demandez à la direction de l’école si vous devez y accéder.',
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
    defaultMessage: 'Le mot de passe doit contenir au moins 10 caractères',
  },
  firstNameRequired: {
    id: 'admin.validation.firstName.required',
    defaultMessage: 'Le prénom est requis',
  },
  lastNameRequired: {
    id: 'admin.validation.lastName.required',
    defaultMessage: 'Le nom est requis',
  },
  forgotLink: { id: 'admin.auth.forgot.link', defaultMessage: 'Mot de passe oublié ?' },
  forgotTitle: { id: 'admin.auth.forgot.title', defaultMessage: 'Mot de passe oublié' },
  forgotIntro: {
    id: 'admin.auth.forgot.intro',
    defaultMessage:
      'Indiquez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  },
  forgotSubmit: { id: 'admin.auth.forgot.submit', defaultMessage: 'Envoyer le lien' },
  forgotSending: { id: 'admin.auth.forgot.sending', defaultMessage: 'Envoi...' },
  forgotSentTitle: {
    id: 'admin.auth.forgot.sentTitle',
    defaultMessage: 'Vérifiez votre boîte mail',
  },
  forgotSent: {
    id: 'admin.auth.forgot.sent',
    defaultMessage:
      'Si un compte existe pour {email}, un e-mail vient de lui être envoyé avec un lien valable une heure. Ouvrez-le dans ce navigateur.',
  },
  forgotFailed: { id: 'admin.auth.forgot.failed', defaultMessage: 'Échec de l’envoi' },
  forgotAgain: { id: 'admin.auth.forgot.again', defaultMessage: 'Utiliser une autre adresse' },
  backToSignIn: { id: 'admin.auth.backToSignIn', defaultMessage: 'Retour à la connexion' },
  resetTitle: { id: 'admin.auth.reset.title', defaultMessage: 'Choisir un nouveau mot de passe' },
  resetIntro: { id: 'admin.auth.reset.intro', defaultMessage: 'Pour le compte {email}.' },
  resetChecking: { id: 'admin.auth.reset.checking', defaultMessage: 'Vérification du lien...' },
  linkInvalidTitle: {
    id: 'admin.auth.reset.invalidTitle',
    defaultMessage: 'Ce lien ne fonctionne plus',
  },
  requestNewLink: { id: 'admin.auth.reset.requestNew', defaultMessage: 'Demander un nouveau lien' },
  newPassword: { id: 'admin.auth.newPassword', defaultMessage: 'Nouveau mot de passe' },
  confirmPassword: {
    id: 'admin.auth.confirmPassword',
    defaultMessage: 'Confirmer le mot de passe',
  },
  passwordHint: {
    id: 'admin.auth.passwordHint',
    defaultMessage:
      'Au moins 10 caractères. Évitez les mots de passe courants et votre adresse e-mail.',
  },
  savePassword: { id: 'admin.auth.savePassword', defaultMessage: 'Enregistrer le mot de passe' },
  savingPassword: { id: 'admin.auth.savingPassword', defaultMessage: 'Enregistrement...' },
  passwordSaved: { id: 'admin.auth.passwordSaved', defaultMessage: 'Mot de passe modifié' },
  passwordSavedText: {
    id: 'admin.auth.passwordSavedText',
    defaultMessage: 'Vous êtes connecté. Vos autres sessions ont été fermées.',
  },
  passwordSaveFailed: {
    id: 'admin.auth.passwordSaveFailed',
    defaultMessage: 'Échec de la modification du mot de passe',
  },
  acceptTitle: {
    id: 'admin.auth.accept.title',
    defaultMessage: 'Rejoindre l’espace d’administration',
  },
  acceptIntro: {
    id: 'admin.auth.accept.intro',
    defaultMessage:
      'Indiquez votre nom et choisissez votre mot de passe pour activer votre compte.',
  },
  acceptSubmit: { id: 'admin.auth.accept.submit', defaultMessage: 'Activer mon compte' },
  accepting: { id: 'admin.auth.accept.accepting', defaultMessage: 'Activation...' },
  acceptFailed: { id: 'admin.auth.accept.failed', defaultMessage: 'Échec de l’activation' },
  accepted: { id: 'admin.auth.accept.done', defaultMessage: 'Bienvenue !' },
  acceptedText: { id: 'admin.auth.accept.doneText', defaultMessage: 'Votre compte est activé.' },
  invitationInvalidTitle: {
    id: 'admin.auth.accept.invalidTitle',
    defaultMessage: 'Cette invitation ne fonctionne plus',
  },
  invitationInvalid: {
    id: 'admin.auth.accept.invalid',
    defaultMessage:
      'Une invitation ne sert qu’une fois et expire après une heure. Demandez à la personne qui vous a invité de vous en envoyer une nouvelle.',
  },
  passwordLong: {
    id: 'admin.validation.password.long',
    defaultMessage: 'Le mot de passe est trop long',
  },
  passwordCommon: {
    id: 'admin.validation.password.common',
    defaultMessage: 'Ce mot de passe est trop courant : choisissez-en un autre',
  },
  passwordEmail: {
    id: 'admin.validation.password.email',
    defaultMessage: 'Le mot de passe ne doit pas reprendre votre adresse e-mail',
  },
  confirmRequired: {
    id: 'admin.validation.confirm.required',
    defaultMessage: 'Confirmez le mot de passe',
  },
  confirmMismatch: {
    id: 'admin.validation.confirm.mismatch',
    defaultMessage: 'Les deux mots de passe ne sont pas identiques',
  },
});
