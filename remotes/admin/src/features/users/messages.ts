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
}>({
  title: { id: 'admin.users.title', defaultMessage: 'Utilisateurs' },
  subtitle: {
    id: 'admin.users.subtitle',
    defaultMessage: 'Consultation seule : les rôles se gèrent dans la base de données.',
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
});
