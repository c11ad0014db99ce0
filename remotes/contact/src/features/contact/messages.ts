import { defineMessages } from 'react-intl';

export const contactMessages = defineMessages({
  metaTitle: {
    id: 'contact.meta.title',
    defaultMessage: 'Contact | Complexe Scolaire Islamique de Bamako',
  },
  metaDescription: {
    id: 'contact.meta.description',
    defaultMessage:
      'Écrivez-nous, appelez-nous ou venez nous rendre visite à Bamako : inscriptions, rendez-vous et renseignements.',
  },
  eyebrow: { id: 'contact.hero.eyebrow', defaultMessage: 'Contact' },
  title: { id: 'contact.hero.title', defaultMessage: 'Contactez-nous' },
  subtitle: {
    id: 'contact.hero.subtitle',
    defaultMessage:
      'Une question, une inscription, un rendez-vous ? Notre équipe vous répond avec plaisir.',
  },
  formTitle: { id: 'contact.form.title', defaultMessage: 'Envoyez-nous un message' },
  formLead: { id: 'contact.form.lead', defaultMessage: 'Tous les champs sont obligatoires.' },
  name: { id: 'contact.form.name', defaultMessage: 'Nom complet' },
  phone: { id: 'contact.form.phone', defaultMessage: 'Téléphone' },
  phonePlaceholder: { id: 'contact.form.phonePlaceholder', defaultMessage: '+223 XX XX XX XX' },
  email: { id: 'contact.form.email', defaultMessage: 'Adresse e-mail' },
  subject: { id: 'contact.form.subject', defaultMessage: 'Sujet' },
  message: { id: 'contact.form.message', defaultMessage: 'Message' },
  send: { id: 'contact.form.send', defaultMessage: 'Envoyer le message' },
  sending: { id: 'contact.form.sending', defaultMessage: 'Envoi en cours...' },
  nameError: {
    id: 'contact.error.name',
    defaultMessage: 'Le nom doit contenir au moins 2 caractères',
  },
  emailError: { id: 'contact.error.email', defaultMessage: 'Adresse email invalide' },
  phoneError: { id: 'contact.error.phone', defaultMessage: 'Numéro de téléphone invalide' },
  subjectError: {
    id: 'contact.error.subject',
    defaultMessage: 'Le sujet doit contenir au moins 5 caractères',
  },
  messageError: {
    id: 'contact.error.message',
    defaultMessage: 'Le message doit contenir au moins 20 caractères',
  },
  successTitle: { id: 'contact.toast.successTitle', defaultMessage: 'Message envoyé !' },
  successText: {
    id: 'contact.toast.successText',
    defaultMessage: 'Nous vous répondrons dans les plus brefs délais.',
  },
  failureTitle: {
    id: 'contact.toast.failureTitle',
    defaultMessage: "Le message n'a pas pu être envoyé",
  },
  failureText: {
    id: 'contact.toast.failureText',
    defaultMessage:
      'Votre texte est conservé dans le formulaire : vérifiez votre connexion puis réessayez.',
  },
  rateLimitedTitle: {
    id: 'contact.toast.rateLimitedTitle',
    defaultMessage: 'Trop de messages en peu de temps',
  },
  rateLimitedText: {
    id: 'contact.toast.rateLimitedText',
    defaultMessage: 'Votre texte est conservé dans le formulaire : réessayez dans un moment.',
  },
  honeypot: {
    id: 'contact.form.honeypot',
    defaultMessage: 'Laissez ce champ vide',
  },
  infoTitle: { id: 'contact.info.title', defaultMessage: 'Nos coordonnées' },
  phoneCard: { id: 'contact.info.phone', defaultMessage: 'Téléphone' },
  call: { id: 'contact.info.call', defaultMessage: 'Appeler' },
  whatsapp: { id: 'contact.info.whatsapp', defaultMessage: 'Écrire sur WhatsApp' },
  emailCard: { id: 'contact.info.email', defaultMessage: 'E-mail' },
  addressCard: { id: 'contact.info.address', defaultMessage: 'Adresse' },
  hoursCard: { id: 'contact.info.hours', defaultMessage: "Horaires d'ouverture" },
  locationTitle: { id: 'contact.location.title', defaultMessage: 'Nous trouver' },
  locationText: {
    id: 'contact.location.text',
    defaultMessage:
      "Nos portes vous sont ouvertes : venez découvrir l'école et rencontrer l'équipe.",
  },
  openMap: { id: 'contact.location.openMap', defaultMessage: 'Ouvrir dans OpenStreetMap' },
  newWindow: { id: 'contact.location.newWindow', defaultMessage: '(nouvelle fenêtre)' },
});
