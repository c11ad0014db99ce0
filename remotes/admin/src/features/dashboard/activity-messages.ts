import { defineMessage, defineMessages } from 'react-intl';

// French is the default language: each defaultMessage is the French text; ar/en live in src/i18n.
// One sentence per kind of change the database records (public.log_activity), with the actor
// first; `type` is news or blog, roles are already in the reader's language.
export const activityMessages = defineMessages<{
  contentInsert: { actor: string; type: string; title: string };
  contentUpdate: { actor: string; type: string; title: string };
  contentPublish: { actor: string; type: string; title: string };
  contentUnpublish: { actor: string; type: string; title: string };
  contentDelete: { actor: string; type: string; title: string };
  settingUpdate: { actor: string; setting: string };
  signUp: { actor: string };
  invite: { actor: string; email: string; role: string };
  join: { actor: string; role: string };
  // `targetDe`: « de » and the target, elided before a vowel (frenchDe), for the French.
  roleChange: { actor: string; target: string; targetDe: string; from: string; to: string };
  deactivate: { actor: string; target: string; targetDe: string };
  reactivate: { actor: string; target: string; targetDe: string };
  profileUpdate: { actor: string; target: string; targetDe: string };
  admissionStatus: { actor: string; reference: string; child: string; status: string };
  noticePublish: { actor: string; title: string };
  noticeUpdate: { actor: string; title: string };
  noticeDelete: { actor: string; title: string };
  eventPublish: { actor: string; title: string };
  eventInsert: { actor: string; title: string };
  eventUpdate: { actor: string; title: string };
  eventUnpublish: { actor: string; title: string };
  eventDelete: { actor: string; title: string };
  newsletterSend: { actor: string; title: string; count: number };
  documentInsert: { actor: string; title: string };
  documentUpdate: { actor: string; title: string };
  documentDelete: { actor: string; title: string };
  // `language`: the file's language, as a word in the reader's language.
  documentUpload: { actor: string; title: string; language: string };
  documentReplace: { actor: string; title: string; language: string; version: number };
  other: { actor: string; summary: string };
}>({
  contentInsert: {
    id: 'admin.activity.content.insert',
    defaultMessage:
      '{actor} a créé {type, select, news {l’actualité} other {l’article}} « {title} » (brouillon)',
  },
  contentUpdate: {
    id: 'admin.activity.content.update',
    defaultMessage:
      '{actor} a modifié {type, select, news {l’actualité} other {l’article}} « {title} »',
  },
  contentPublish: {
    id: 'admin.activity.content.publish',
    defaultMessage:
      '{actor} a publié {type, select, news {l’actualité} other {l’article}} « {title} »',
  },
  contentUnpublish: {
    id: 'admin.activity.content.unpublish',
    defaultMessage:
      '{actor} a retiré du site {type, select, news {l’actualité} other {l’article}} « {title} »',
  },
  contentDelete: {
    id: 'admin.activity.content.delete',
    defaultMessage:
      '{actor} a supprimé {type, select, news {l’actualité} other {l’article}} « {title} »',
  },
  settingUpdate: {
    id: 'admin.activity.setting.update',
    defaultMessage: '{actor} a modifié {setting}',
  },
  signUp: { id: 'admin.activity.signUp', defaultMessage: '{actor} a créé son compte' },
  invite: {
    id: 'admin.activity.invite',
    defaultMessage: '{actor} a invité {email} comme {role}',
  },
  join: { id: 'admin.activity.join', defaultMessage: '{actor} a rejoint l’équipe comme {role}' },
  roleChange: {
    id: 'admin.activity.roleChange',
    defaultMessage: '{actor} a changé le rôle {targetDe} : {from} → {to}',
  },
  deactivate: {
    id: 'admin.activity.deactivate',
    defaultMessage: '{actor} a désactivé le compte {targetDe}',
  },
  reactivate: {
    id: 'admin.activity.reactivate',
    defaultMessage: '{actor} a réactivé le compte {targetDe}',
  },
  profileUpdate: {
    id: 'admin.activity.profileUpdate',
    defaultMessage: '{actor} a mis à jour le profil {targetDe}',
  },
  admissionStatus: {
    id: 'admin.activity.admissionStatus',
    defaultMessage: '{actor} a passé la pré-inscription {reference} ({child}) à « {status} »',
  },
  newsletterSend: {
    id: 'admin.activity.newsletter.send',
    defaultMessage:
      '{actor} a envoyé l’actualité « {title} » aux abonnés ({count, plural, one {# e-mail} other {# e-mails}})',
  },
  noticePublish: {
    id: 'admin.activity.notice.publish',
    defaultMessage: '{actor} a publié l’avis « {title} »',
  },
  noticeUpdate: {
    id: 'admin.activity.notice.update',
    defaultMessage: '{actor} a modifié l’avis « {title} »',
  },
  noticeDelete: {
    id: 'admin.activity.notice.delete',
    defaultMessage: '{actor} a supprimé l’avis « {title} »',
  },
  eventPublish: {
    id: 'admin.activity.event.publish',
    defaultMessage: '{actor} a publié l’événement « {title} »',
  },
  eventInsert: {
    id: 'admin.activity.event.insert',
    defaultMessage: '{actor} a créé l’événement « {title} » sans le publier',
  },
  eventUpdate: {
    id: 'admin.activity.event.update',
    defaultMessage: '{actor} a modifié l’événement « {title} »',
  },
  eventUnpublish: {
    id: 'admin.activity.event.unpublish',
    defaultMessage: '{actor} a retiré l’événement « {title} » du site',
  },
  eventDelete: {
    id: 'admin.activity.event.delete',
    defaultMessage: '{actor} a supprimé l’événement « {title} »',
  },
  documentInsert: {
    id: 'admin.activity.document.insert',
    defaultMessage: '{actor} a ajouté le document « {title} »',
  },
  documentUpdate: {
    id: 'admin.activity.document.update',
    defaultMessage: '{actor} a modifié le document « {title} »',
  },
  documentDelete: {
    id: 'admin.activity.document.delete',
    defaultMessage: '{actor} a supprimé le document « {title} »',
  },
  documentUpload: {
    id: 'admin.activity.document.upload',
    defaultMessage: '{actor} a déposé le fichier en {language} du document « {title} »',
  },
  documentReplace: {
    id: 'admin.activity.document.replace',
    defaultMessage:
      '{actor} a remplacé le fichier en {language} du document « {title} » (version {version})',
  },
  other: {
    id: 'admin.activity.other',
    defaultMessage: '{actor} a fait une modification : {summary}',
  },
});

/** The settings by key, as a sentence names them; a key not listed reads as its words. */
export const settingNames = defineMessages({
  site_name: { id: 'admin.activity.settingName.site_name', defaultMessage: 'le nom du site' },
  site_tagline: {
    id: 'admin.activity.settingName.site_tagline',
    defaultMessage: 'la devise du site',
  },
  site_description: {
    id: 'admin.activity.settingName.site_description',
    defaultMessage: 'la description du site',
  },
  address: { id: 'admin.activity.settingName.address', defaultMessage: 'l’adresse' },
  contact_email: {
    id: 'admin.activity.settingName.contact_email',
    defaultMessage: 'l’e-mail de contact',
  },
  contact_phone: {
    id: 'admin.activity.settingName.contact_phone',
    defaultMessage: 'le téléphone de contact',
  },
  whatsapp_url: {
    id: 'admin.activity.settingName.whatsapp_url',
    defaultMessage: 'le lien WhatsApp',
  },
  facebook_url: {
    id: 'admin.activity.settingName.facebook_url',
    defaultMessage: 'le lien Facebook',
  },
  instagram_url: {
    id: 'admin.activity.settingName.instagram_url',
    defaultMessage: 'le lien Instagram',
  },
  youtube_url: {
    id: 'admin.activity.settingName.youtube_url',
    defaultMessage: 'le lien YouTube',
  },
  admissions_documents: {
    id: 'admin.activity.settingName.admissions_documents',
    defaultMessage: 'les pièces à fournir pour l’inscription',
  },
  admissions_calendar: {
    id: 'admin.activity.settingName.admissions_calendar',
    defaultMessage: 'le calendrier des inscriptions',
  },
  opening_hours_weekdays: {
    id: 'admin.activity.settingName.opening_hours_weekdays',
    defaultMessage: 'les horaires du lundi au jeudi',
  },
  opening_hours_friday: {
    id: 'admin.activity.settingName.opening_hours_friday',
    defaultMessage: 'les horaires du vendredi',
  },
  opening_hours_saturday: {
    id: 'admin.activity.settingName.opening_hours_saturday',
    defaultMessage: 'les horaires du samedi',
  },
});

/** A setting without a name of its own. */
export const unnamedSetting = defineMessage<{ key: string }>({
  id: 'admin.activity.settingName.other',
  defaultMessage: 'le paramètre « {key} »',
});
