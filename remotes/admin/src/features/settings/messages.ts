import { defineMessages, type MessageDescriptor } from 'react-intl';

// French is the default language: each defaultMessage is the French text; ar/en live in src/i18n.
// The values each message takes, so a missing or misspelt one fails the type check.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type NoValues = {};

export const settingsMessages = defineMessages<{
  title: NoValues;
  subtitle: NoValues;
  save: NoValues;
  saving: NoValues;
  saved: NoValues;
  saveFailed: NoValues;
  notSaved: { keys: string };
  loadFailed: NoValues;
  empty: NoValues;
  unsavedCount: { count: number };
  notSavedField: NoValues;
  toFix: { count: number };
  toFixTitle: NoValues;
  languageFr: NoValues;
  languageAr: NoValues;
  languageEn: NoValues;
  hoursSlot: { number: number };
  hoursDays: NoValues;
  hoursOpen: NoValues;
  hoursClose: NoValues;
  hoursRemove: { number: number };
  hoursAdd: NoValues;
  hoursPreview: NoValues;
}>({
  title: { id: 'admin.settings.title', defaultMessage: 'Paramètres' },
  subtitle: {
    id: 'admin.settings.subtitle',
    defaultMessage: 'Coordonnées et textes affichés sur le site public',
  },
  save: { id: 'admin.settings.save', defaultMessage: 'Enregistrer les modifications' },
  saving: { id: 'admin.settings.saving', defaultMessage: 'Enregistrement...' },
  saved: { id: 'admin.settings.saved', defaultMessage: 'Paramètres mis à jour avec succès' },
  saveFailed: {
    id: 'admin.settings.saveFailed',
    defaultMessage: 'Échec de l’enregistrement des paramètres',
  },
  notSaved: {
    id: 'admin.settings.notSaved',
    defaultMessage: 'Non enregistrés : {keys}. Vos saisies sont conservées.',
  },
  loadFailed: {
    id: 'admin.settings.loadFailed',
    defaultMessage: 'Échec du chargement des paramètres',
  },
  empty: { id: 'admin.settings.empty', defaultMessage: 'Aucun paramètre' },
  unsavedCount: {
    id: 'admin.settings.unsavedCount',
    defaultMessage:
      '{count, plural, one {# modification non enregistrée} other {# modifications non enregistrées}}',
  },
  notSavedField: { id: 'admin.settings.notSavedField', defaultMessage: 'Non enregistré' },
  toFix: {
    id: 'admin.settings.toFix',
    defaultMessage:
      '{count, plural, one {# paramètre à corriger} other {# paramètres à corriger}} avant d’enregistrer. Rien n’a été envoyé.',
  },
  toFixTitle: { id: 'admin.settings.toFixTitle', defaultMessage: 'Valeurs refusées' },
  languageFr: { id: 'admin.settings.language.fr', defaultMessage: 'Français' },
  languageAr: { id: 'admin.settings.language.ar', defaultMessage: 'Arabe' },
  languageEn: { id: 'admin.settings.language.en', defaultMessage: 'Anglais' },
  hoursSlot: { id: 'admin.settings.hours.slot', defaultMessage: 'Créneau {number}' },
  hoursDays: { id: 'admin.settings.hours.days', defaultMessage: 'Jours' },
  hoursOpen: { id: 'admin.settings.hours.open', defaultMessage: 'Ouverture' },
  hoursClose: { id: 'admin.settings.hours.close', defaultMessage: 'Fermeture' },
  hoursRemove: {
    id: 'admin.settings.hours.remove',
    defaultMessage: 'Supprimer le créneau {number}',
  },
  hoursAdd: { id: 'admin.settings.hours.add', defaultMessage: 'Ajouter un créneau' },
  hoursPreview: { id: 'admin.settings.hours.preview', defaultMessage: 'Sur le site :' },
});

/** The groups of the screen, in order. */
export const groupMessages = defineMessages({
  identity: { id: 'admin.settings.group.identity', defaultMessage: 'Identité de l’école' },
  contact: { id: 'admin.settings.group.contact', defaultMessage: 'Coordonnées' },
  hours: { id: 'admin.settings.group.hours', defaultMessage: 'Horaires' },
  social: { id: 'admin.settings.group.social', defaultMessage: 'Réseaux sociaux' },
  admissions: { id: 'admin.settings.group.admissions', defaultMessage: 'Inscriptions' },
  other: { id: 'admin.settings.group.other', defaultMessage: 'Autres paramètres' },
});

/** Each known setting's label and help line (where it shows on the site, what it accepts). */
export const settingLabels: Record<string, { label: MessageDescriptor; help: MessageDescriptor }> =
  {
    site_name: defineMessages({
      label: { id: 'admin.settings.site_name.label', defaultMessage: 'Nom de l’école' },
      help: {
        id: 'admin.settings.site_name.help',
        defaultMessage: 'Dans l’en-tête et le pied de page de chaque langue.',
      },
    }),
    site_tagline: defineMessages({
      label: { id: 'admin.settings.site_tagline.label', defaultMessage: 'Devise' },
      help: {
        id: 'admin.settings.site_tagline.help',
        defaultMessage: 'Une ligne sous la présentation, dans le pied de page.',
      },
    }),
    site_description: defineMessages({
      label: { id: 'admin.settings.site_description.label', defaultMessage: 'Présentation' },
      help: {
        id: 'admin.settings.site_description.help',
        defaultMessage: 'Quelques phrases sur l’école, dans le pied de page.',
      },
    }),
    contact_phone: defineMessages({
      label: { id: 'admin.settings.contact_phone.label', defaultMessage: 'Téléphone' },
      help: {
        id: 'admin.settings.contact_phone.help',
        defaultMessage:
          'Barre de contact, pied de page et page Contact. Par exemple +223 20 22 45 67 ou 20 22 45 67.',
      },
    }),
    contact_email: defineMessages({
      label: { id: 'admin.settings.contact_email.label', defaultMessage: 'Adresse e-mail' },
      help: {
        id: 'admin.settings.contact_email.help',
        defaultMessage:
          'Les visiteurs écrivent à cette adresse (barre de contact, pied de page, page Contact).',
      },
    }),
    whatsapp_url: defineMessages({
      label: { id: 'admin.settings.whatsapp_url.label', defaultMessage: 'Lien WhatsApp' },
      help: {
        id: 'admin.settings.whatsapp_url.help',
        defaultMessage:
          'Adresse en https:// du lien « Écrire sur WhatsApp », par exemple https://wa.me/22376224567. Vide : pas de lien.',
      },
    }),
    address: defineMessages({
      label: { id: 'admin.settings.address.label', defaultMessage: 'Adresse' },
      help: {
        id: 'admin.settings.address.help',
        defaultMessage: 'Pied de page et page Contact, avec le lien vers la carte.',
      },
    }),
    admissions_documents: defineMessages({
      label: {
        id: 'admin.settings.admissions_documents.label',
        defaultMessage: 'Pièces à fournir',
      },
      help: {
        id: 'admin.settings.admissions_documents.help',
        defaultMessage: 'Page Inscription : une pièce par ligne.',
      },
    }),
    admissions_calendar: defineMessages({
      label: {
        id: 'admin.settings.admissions_calendar.label',
        defaultMessage: 'Calendrier des inscriptions',
      },
      help: {
        id: 'admin.settings.admissions_calendar.help',
        defaultMessage: 'Page Inscription : une étape par ligne.',
      },
    }),
    opening_hours: defineMessages({
      label: { id: 'admin.settings.opening_hours.label', defaultMessage: 'Heures d’ouverture' },
      help: {
        id: 'admin.settings.opening_hours.help',
        defaultMessage:
          'Un créneau par groupe de jours aux mêmes heures. Affichées dans la langue de chaque page : barre de contact, pied de page, page Contact.',
      },
    }),
    facebook_url: defineMessages({
      label: { id: 'admin.settings.facebook_url.label', defaultMessage: 'Page Facebook' },
      help: {
        id: 'admin.settings.facebook_url.help',
        defaultMessage: 'Adresse en https:// ; une icône dans le pied de page. Vide : pas d’icône.',
      },
    }),
    instagram_url: defineMessages({
      label: { id: 'admin.settings.instagram_url.label', defaultMessage: 'Compte Instagram' },
      help: {
        id: 'admin.settings.instagram_url.help',
        defaultMessage: 'Adresse en https:// ; une icône dans le pied de page. Vide : pas d’icône.',
      },
    }),
    youtube_url: defineMessages({
      label: { id: 'admin.settings.youtube_url.label', defaultMessage: 'Chaîne YouTube' },
      help: {
        id: 'admin.settings.youtube_url.help',
        defaultMessage: 'Adresse en https:// ; une icône dans le pied de page. Vide : pas d’icône.',
      },
    }),
  };

/** Why a value is refused, by the rule's code (the form's check and the database's). */
export const problemMessages = defineMessages({
  required: { id: 'admin.settings.problem.required', defaultMessage: 'Ce champ est obligatoire.' },
  shape: {
    id: 'admin.settings.problem.shape',
    defaultMessage: 'Valeur non reconnue : saisissez-la à nouveau.',
  },
  too_long: {
    id: 'admin.settings.problem.too_long',
    defaultMessage: 'Texte trop long : 1000 caractères au plus.',
  },
  email: {
    id: 'admin.settings.problem.email',
    defaultMessage: 'Adresse e-mail invalide, par exemple contact@ecole.ml.',
  },
  phone: {
    id: 'admin.settings.problem.phone',
    defaultMessage:
      'Numéro invalide : 8 à 15 chiffres, espaces permis, par exemple +223 20 22 45 67.',
  },
  url: {
    id: 'admin.settings.problem.url',
    defaultMessage:
      'Adresse web invalide : elle commence par https:// et n’a pas d’espace, par exemple https://www.facebook.com/ecole.',
  },
  hours_count: {
    id: 'admin.settings.problem.hours_count',
    defaultMessage: 'Sept créneaux au plus.',
  },
  hours_days: {
    id: 'admin.settings.problem.hours_days',
    defaultMessage: 'Cochez au moins un jour.',
  },
  hours_overlap: {
    id: 'admin.settings.problem.hours_overlap',
    defaultMessage: 'Un jour coché ici l’est aussi dans un créneau précédent.',
  },
  hours_time: {
    id: 'admin.settings.problem.hours_time',
    defaultMessage: 'Heure invalide : saisissez l’heure d’ouverture et de fermeture.',
  },
  hours_order: {
    id: 'admin.settings.problem.hours_order',
    defaultMessage: 'L’heure de fermeture doit suivre l’heure d’ouverture.',
  },
  hours_required: {
    id: 'admin.settings.problem.hours_required',
    defaultMessage: 'Ajoutez au moins un créneau.',
  },
});
