import { defineMessages } from 'react-intl';

// French is the default language: each defaultMessage is the French text; ar/en live in src/i18n.
// The values each message takes, so a missing or misspelt one fails the type check.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type NoValues = {};

export const usersMessages = defineMessages<{
  title: NoValues;
  subtitle: NoValues;
  total: NoValues;
  admins: NoValues;
  students: NoValues;
  empty: NoValues;
  loadFailed: NoValues;
  caption: NoValues;
  colName: NoValues;
  colEmail: NoValues;
  colJoined: NoValues;
  colRole: NoValues;
  roleSuperAdmin: NoValues;
  roleAdmin: NoValues;
  roleTeacher: NoValues;
  roleStudent: NoValues;
  subtitleSuper: NoValues;
  colStatus: NoValues;
  colActions: NoValues;
  statusActive: NoValues;
  statusInvited: NoValues;
  statusDeactivated: NoValues;
  you: NoValues;
  invite: NoValues;
  inviteTitle: NoValues;
  inviteIntro: NoValues;
  inviteEmail: NoValues;
  inviteRole: NoValues;
  inviteLanguage: NoValues;
  inviteLanguageHint: NoValues;
  languageFr: NoValues;
  languageAr: NoValues;
  languageEn: NoValues;
  inviteSend: NoValues;
  inviteSending: NoValues;
  inviteSent: NoValues;
  inviteSentText: { email: string };
  inviteFailed: NoValues;
  resend: { name: string };
  resendShort: NoValues;
  // `nameDe`, `fromDe`: « de » and the value, elided before a vowel (frenchDe), for the French.
  roleOf: { name: string; nameDe: string };
  confirmRoleTitle: NoValues;
  confirmRole: { name: string; from: string; fromDe: string; to: string };
  confirmChange: NoValues;
  roleChanged: NoValues;
  roleChangedText: { name: string; role: string };
  roleFailed: NoValues;
  deactivate: { name: string; nameDe: string };
  deactivateShort: NoValues;
  reactivateShort: NoValues;
  reactivate: { name: string; nameDe: string };
  confirmDeactivateTitle: NoValues;
  confirmDeactivate: { name: string };
  confirmReactivateTitle: NoValues;
  confirmReactivate: { name: string };
  deactivated: NoValues;
  deactivatedText: { name: string; nameDe: string };
  reactivated: NoValues;
  reactivatedText: { name: string; nameDe: string };
  activeFailed: NoValues;
  cancel: NoValues;
  saving: NoValues;
}>({
  title: { id: 'admin.users.title', defaultMessage: 'Utilisateurs' },
  subtitle: {
    id: 'admin.users.subtitle',
    defaultMessage:
      'Consultation seule : seul un super administrateur invite des collègues et change les rôles.',
  },
  total: { id: 'admin.users.total', defaultMessage: 'Utilisateurs au total' },
  admins: { id: 'admin.users.admins', defaultMessage: 'Administrateurs' },
  students: { id: 'admin.users.students', defaultMessage: 'Élèves' },
  empty: { id: 'admin.users.empty', defaultMessage: 'Aucun utilisateur' },
  loadFailed: {
    id: 'admin.users.loadFailed',
    defaultMessage: 'Échec du chargement des utilisateurs',
  },
  caption: { id: 'admin.users.caption', defaultMessage: 'Liste des utilisateurs' },
  colName: { id: 'admin.users.col.name', defaultMessage: 'Nom' },
  colEmail: { id: 'admin.users.col.email', defaultMessage: 'E-mail' },
  colJoined: { id: 'admin.users.col.joined', defaultMessage: 'Inscrit le' },
  colRole: { id: 'admin.users.col.role', defaultMessage: 'Rôle' },
  roleSuperAdmin: { id: 'admin.users.role.super_admin', defaultMessage: 'Super administrateur' },
  roleAdmin: { id: 'admin.users.role.admin', defaultMessage: 'Administrateur' },
  roleTeacher: { id: 'admin.users.role.teacher', defaultMessage: 'Enseignant' },
  roleStudent: { id: 'admin.users.role.student', defaultMessage: 'Élève' },
  subtitleSuper: {
    id: 'admin.users.subtitleSuper',
    defaultMessage:
      'Invitez vos collègues, changez leur rôle ou désactivez un compte. Chaque changement est inscrit dans l’activité.',
  },
  colStatus: { id: 'admin.users.col.status', defaultMessage: 'État' },
  colActions: { id: 'admin.users.col.actions', defaultMessage: 'Actions' },
  statusActive: { id: 'admin.users.status.active', defaultMessage: 'Actif' },
  statusInvited: { id: 'admin.users.status.invited', defaultMessage: 'Invitation en attente' },
  statusDeactivated: { id: 'admin.users.status.deactivated', defaultMessage: 'Désactivé' },
  you: { id: 'admin.users.you', defaultMessage: '(vous)' },
  invite: { id: 'admin.users.invite', defaultMessage: 'Inviter un collègue' },
  inviteTitle: { id: 'admin.users.invite.title', defaultMessage: 'Inviter un collègue' },
  inviteIntro: {
    id: 'admin.users.invite.intro',
    defaultMessage:
      'Un e-mail lui permettra de choisir son mot de passe (le lien est valable une heure). Son rôle est fixé dès maintenant.',
  },
  inviteEmail: { id: 'admin.users.invite.email', defaultMessage: 'Adresse e-mail' },
  inviteRole: { id: 'admin.users.invite.role', defaultMessage: 'Rôle' },
  inviteLanguage: { id: 'admin.users.invite.language', defaultMessage: 'Langue de l’e-mail' },
  inviteLanguageHint: {
    id: 'admin.users.invite.languageHint',
    defaultMessage: 'La langue que votre collègue lira.',
  },
  languageFr: { id: 'admin.users.language.fr', defaultMessage: 'Français' },
  languageAr: { id: 'admin.users.language.ar', defaultMessage: 'Arabe' },
  languageEn: { id: 'admin.users.language.en', defaultMessage: 'Anglais' },
  inviteSend: { id: 'admin.users.invite.send', defaultMessage: 'Envoyer l’invitation' },
  inviteSending: { id: 'admin.users.invite.sending', defaultMessage: 'Envoi...' },
  inviteSent: { id: 'admin.users.invite.sent', defaultMessage: 'Invitation envoyée' },
  inviteSentText: {
    id: 'admin.users.invite.sentText',
    defaultMessage: 'Un e-mail d’invitation a été envoyé à {email}.',
  },
  inviteFailed: { id: 'admin.users.invite.failed', defaultMessage: 'Échec de l’invitation' },
  resend: { id: 'admin.users.resend', defaultMessage: 'Renvoyer l’invitation à {name}' },
  resendShort: { id: 'admin.users.resendShort', defaultMessage: 'Renvoyer l’invitation' },
  roleOf: { id: 'admin.users.roleOf', defaultMessage: 'Rôle {nameDe}' },
  confirmRoleTitle: { id: 'admin.users.confirmRole.title', defaultMessage: 'Changer le rôle ?' },
  confirmRole: {
    id: 'admin.users.confirmRole.text',
    defaultMessage: '{name} passera {fromDe} à « {to} ».',
  },
  confirmChange: { id: 'admin.users.confirmChange', defaultMessage: 'Confirmer' },
  roleChanged: { id: 'admin.users.roleChanged', defaultMessage: 'Rôle modifié' },
  roleChangedText: {
    id: 'admin.users.roleChangedText',
    defaultMessage: '{name} est maintenant « {role} ».',
  },
  roleFailed: { id: 'admin.users.roleFailed', defaultMessage: 'Échec du changement de rôle' },
  deactivate: { id: 'admin.users.deactivate', defaultMessage: 'Désactiver le compte {nameDe}' },
  deactivateShort: { id: 'admin.users.deactivateShort', defaultMessage: 'Désactiver' },
  reactivateShort: { id: 'admin.users.reactivateShort', defaultMessage: 'Réactiver' },
  reactivate: { id: 'admin.users.reactivate', defaultMessage: 'Réactiver le compte {nameDe}' },
  confirmDeactivateTitle: {
    id: 'admin.users.confirmDeactivate.title',
    defaultMessage: 'Désactiver ce compte ?',
  },
  confirmDeactivate: {
    id: 'admin.users.confirmDeactivate.text',
    defaultMessage:
      '{name} sera déconnecté partout et ne pourra plus se connecter jusqu’à sa réactivation.',
  },
  confirmReactivateTitle: {
    id: 'admin.users.confirmReactivate.title',
    defaultMessage: 'Réactiver ce compte ?',
  },
  confirmReactivate: {
    id: 'admin.users.confirmReactivate.text',
    defaultMessage: '{name} pourra de nouveau se connecter, avec son rôle actuel.',
  },
  deactivated: { id: 'admin.users.deactivated', defaultMessage: 'Compte désactivé' },
  deactivatedText: {
    id: 'admin.users.deactivatedText',
    defaultMessage: 'Le compte {nameDe} est désactivé.',
  },
  reactivated: { id: 'admin.users.reactivated', defaultMessage: 'Compte réactivé' },
  reactivatedText: {
    id: 'admin.users.reactivatedText',
    defaultMessage: 'Le compte {nameDe} est de nouveau actif.',
  },
  activeFailed: {
    id: 'admin.users.activeFailed',
    defaultMessage: 'Échec de la modification du compte',
  },
  cancel: { id: 'admin.users.cancel', defaultMessage: 'Annuler' },
  saving: { id: 'admin.users.saving', defaultMessage: 'Enregistrement...' },
});
