import { defineMessage, defineMessages } from 'react-intl';

export const admissionsMessages = defineMessages({
  metaTitle: {
    id: 'admissions.meta.title',
    defaultMessage: 'Inscriptions | Complexe Scolaire Islamique de Bamako',
  },
  metaDescription: {
    id: 'admissions.meta.description',
    defaultMessage:
      'Inscrire votre enfant de la maternelle au lycée : niveaux et âges, pièces à fournir, calendrier et pré-inscription en ligne.',
  },
  eyebrow: { id: 'admissions.hero.eyebrow', defaultMessage: 'Inscriptions' },
  title: { id: 'admissions.hero.title', defaultMessage: 'Inscrire votre enfant' },
  subtitle: {
    id: 'admissions.hero.subtitle',
    defaultMessage:
      'De la maternelle au lycée : découvrez nos niveaux, préparez le dossier et pré-inscrivez votre enfant en ligne.',
  },
  toForm: { id: 'admissions.hero.toForm', defaultMessage: 'Pré-inscrire mon enfant' },
  levelsTitle: { id: 'admissions.levels.title', defaultMessage: 'Nos niveaux et les âges' },
  levelsLead: {
    id: 'admissions.levels.lead',
    defaultMessage: "L'âge compte au 1er octobre, jour de la rentrée.",
  },
  preschoolName: { id: 'admissions.levels.preschool.name', defaultMessage: 'Maternelle' },
  preschoolText: {
    id: 'admissions.levels.preschool.text',
    defaultMessage:
      'Petite, moyenne et grande section : éveil, langage, premiers pas en lecture et apprentissage du Coran dans un cadre bienveillant.',
  },
  primaryName: { id: 'admissions.levels.primary.name', defaultMessage: 'Primaire' },
  primaryText: {
    id: 'admissions.levels.primary.text',
    defaultMessage:
      "Du CP au CM2 : lecture, écriture, calcul, sciences, arabe et éducation islamique, jusqu'au certificat d'études.",
  },
  middleName: { id: 'admissions.levels.middle.name', defaultMessage: 'Collège' },
  middleText: {
    id: 'admissions.levels.middle.text',
    defaultMessage:
      'De la 7e à la 9e année : un suivi personnalisé vers le Diplôme d’études fondamentales (DEF).',
  },
  highName: { id: 'admissions.levels.high.name', defaultMessage: 'Lycée' },
  highText: {
    id: 'admissions.levels.high.text',
    defaultMessage:
      'De la 10e à la terminale : séries scientifiques et littéraires, préparation au baccalauréat.',
  },
  documentsTitle: { id: 'admissions.documents.title', defaultMessage: 'Pièces à fournir' },
  calendarTitle: { id: 'admissions.calendar.title', defaultMessage: 'Calendrier' },
  formTitle: { id: 'admissions.form.title', defaultMessage: 'Pré-inscription' },
  formLead: {
    id: 'admissions.form.lead',
    defaultMessage:
      "Remplissez ce formulaire : le secrétariat vous rappelle pour une visite et la suite de l'inscription. Les champs marqués * sont obligatoires.",
  },
  parentName: { id: 'admissions.form.parentName', defaultMessage: 'Nom du parent ou tuteur' },
  phone: { id: 'admissions.form.phone', defaultMessage: 'Téléphone' },
  phonePlaceholder: { id: 'admissions.form.phonePlaceholder', defaultMessage: '+223 XX XX XX XX' },
  email: { id: 'admissions.form.email', defaultMessage: 'Adresse e-mail (facultative)' },
  childName: { id: 'admissions.form.childName', defaultMessage: "Nom de l'enfant" },
  birthDate: { id: 'admissions.form.birthDate', defaultMessage: 'Date de naissance' },
  level: { id: 'admissions.form.level', defaultMessage: 'Niveau souhaité' },
  levelChoose: { id: 'admissions.form.levelChoose', defaultMessage: 'Choisissez un niveau' },
  schoolYear: { id: 'admissions.form.schoolYear', defaultMessage: 'Année scolaire' },
  message: { id: 'admissions.form.message', defaultMessage: 'Message (facultatif)' },
  messageHint: {
    id: 'admissions.form.messageHint',
    defaultMessage: 'La classe actuelle, une question, un besoin particulier…',
  },
  send: { id: 'admissions.form.send', defaultMessage: 'Envoyer la pré-inscription' },
  sending: { id: 'admissions.form.sending', defaultMessage: 'Envoi en cours...' },
  honeypot: { id: 'admissions.form.honeypot', defaultMessage: 'Laissez ce champ vide' },
  parentNameError: {
    id: 'admissions.error.parentName',
    defaultMessage: 'Le nom doit contenir au moins 2 caractères',
  },
  phoneError: {
    id: 'admissions.error.phone',
    defaultMessage: 'Numéro de téléphone invalide (exemple : +223 76 00 00 00)',
  },
  emailError: { id: 'admissions.error.email', defaultMessage: 'Adresse email invalide' },
  childNameError: {
    id: 'admissions.error.childName',
    defaultMessage: "Le nom de l'enfant doit contenir au moins 2 caractères",
  },
  birthDateError: {
    id: 'admissions.error.birthDate',
    defaultMessage: 'Indiquez une date de naissance valide',
  },
  levelError: {
    id: 'admissions.error.level',
    defaultMessage: 'Choisissez le niveau souhaité',
  },
  schoolYearError: {
    id: 'admissions.error.schoolYear',
    defaultMessage: 'Choisissez une année scolaire',
  },
  messageError: {
    id: 'admissions.error.message',
    defaultMessage: 'Le message doit contenir au plus 2000 caractères',
  },
  failureTitle: {
    id: 'admissions.toast.failureTitle',
    defaultMessage: "La pré-inscription n'a pas pu être envoyée",
  },
  failureText: {
    id: 'admissions.toast.failureText',
    defaultMessage:
      'Vos réponses sont conservées dans le formulaire : vérifiez votre connexion puis réessayez.',
  },
  rateLimitedTitle: {
    id: 'admissions.toast.rateLimitedTitle',
    defaultMessage: 'Trop de pré-inscriptions en peu de temps',
  },
  rateLimitedText: {
    id: 'admissions.toast.rateLimitedText',
    defaultMessage: 'Vos réponses sont conservées dans le formulaire : réessayez dans un moment.',
  },
  doneTitle: { id: 'admissions.done.title', defaultMessage: 'Pré-inscription enregistrée' },
  doneReference: { id: 'admissions.done.reference', defaultMessage: 'Votre numéro de dossier' },
  doneAnother: { id: 'admissions.done.another', defaultMessage: 'Pré-inscrire un autre enfant' },
});

/**
 * The level against the date of birth, with the figures that explain it. Counts go through ICU
 * `plural` in every language (Arabic: 3–10 سنوات, 11–99 سنة, 2 سنتين; French: 1 an, 2 ans).
 */
export const levelAgeError = defineMessage<{
  level: string;
  min: number;
  max: number;
  age: number;
  date: string;
}>({
  id: 'admissions.error.levelAge',
  defaultMessage:
    '{level} accueille les enfants de {min} à {max, plural, one {# an} other {# ans}} : votre enfant aura {age, plural, one {# an} other {# ans}} le {date}',
});

// `nameDe`: « de » and the child's name, elided before a vowel (frenchDe: « d'Enfant »); the
// translations say it with `name`.
export const doneText = defineMessage<{ name: string; nameDe: string }>({
  id: 'admissions.done.text',
  defaultMessage:
    'Merci ! Le secrétariat vous appelle dans les prochains jours pour la pré-inscription {nameDe}. Gardez ce numéro : il vous sera demandé.',
});

/** Shown under the reference when the parent gave an e-mail address (the mail leaves at once). */
export const doneMailText = defineMessage<{ email: string }>({
  id: 'admissions.done.mail',
  defaultMessage: 'Un e-mail de confirmation avec ce numéro est envoyé à {email}.',
});

export const agesText = defineMessage<{ min: number; max: number }>({
  id: 'admissions.levels.ages',
  defaultMessage: '{min} à {max, plural, one {# an} other {# ans}}',
});
