import { defineMessages } from 'react-intl';

// French is the default language: each defaultMessage is the French text; ar/en live in src/i18n.
// The values each message takes, so a missing or misspelt one fails the type check.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type NoValues = {};

export const contentMessages = defineMessages<{
  title: NoValues;
  subtitle: NoValues;
  add: NoValues;
  edit: NoValues;
  editItem: { title: string };
  viewOnSite: NoValues;
  viewItemOnSite: { title: string };
  preview: NoValues;
  previewItem: { title: string };
  editShort: NoValues;
  deleteItem: { title: string };
  empty: NoValues;
  noMatch: NoValues;
  search: NoValues;
  searchPlaceholder: NoValues;
  filterType: NoValues;
  filterStatus: NoValues;
  all: NoValues;
  typeBlog: NoValues;
  typeNews: NoValues;
  statusDraft: NoValues;
  statusPublished: NoValues;
  statusScheduled: NoValues;
  categoryEducation: NoValues;
  categoryPedagogy: NoValues;
  categoryInnovation: NoValues;
  categorySpirituality: NoValues;
  categoryCommunity: NoValues;
  noCategory: NoValues;
  caption: NoValues;
  colTitle: NoValues;
  colType: NoValues;
  colStatus: NoValues;
  colCategory: NoValues;
  colCreated: NoValues;
  colActions: NoValues;
  scheduledFor: { date: string };
  created: NoValues;
  fieldSend: NoValues;
  fieldSendHint: NoValues;
  sendQueued: { count: number };
  sendAlready: NoValues;
  sendFailed: NoValues;
  updated: NoValues;
  deleted: NoValues;
  loadFailed: NoValues;
  saveFailed: NoValues;
  deleteFailed: NoValues;
  deleteTitle: NoValues;
  deleteQuestion: NoValues;
  delete: NoValues;
  deleting: NoValues;
  fieldTitle: NoValues;
  fieldSlug: NoValues;
  languagesLabel: NoValues;
  required: NoValues;
  translated: NoValues;
  notTranslated: NoValues;
  notTranslatedNote: NoValues;
  fieldImageAlt: NoValues;
  fieldImageAltHint: NoValues;
  fieldSlugShared: NoValues;
  translationTitleRequired: NoValues;
  translationContentRequired: NoValues;
  imageAltRequired: NoValues;
  imageAltTooLong: NoValues;
  fieldSlugHint: NoValues;
  fieldType: NoValues;
  fieldStatus: NoValues;
  fieldCategory: NoValues;
  fieldSchedule: NoValues;
  fieldScheduleHint: NoValues;
  fieldExcerpt: NoValues;
  fieldContent: NoValues;
  fieldImage: NoValues;
  fieldImageHint: NoValues;
  imageAlt: NoValues;
  removeImage: NoValues;
  save: NoValues;
  saving: NoValues;
  titleRequired: NoValues;
  titleTooLong: NoValues;
  contentRequired: NoValues;
  excerptTooLong: NoValues;
  slugTooLong: NoValues;
  slugInvalid: NoValues;
  slugTaken: NoValues;
  scheduleInvalid: NoValues;
  imageType: NoValues;
  editorToolbar: NoValues;
  editorBold: NoValues;
  editorItalic: NoValues;
  editorHeading: NoValues;
  editorSubheading: NoValues;
  editorBullets: NoValues;
  editorNumbers: NoValues;
  editorLink: NoValues;
  editorWrite: NoValues;
  editorPreview: NoValues;
  editorPreviewEmpty: NoValues;
  editorHint: NoValues;
  linkText: NoValues;
}>({
  title: { id: 'admin.content.title', defaultMessage: 'Contenus' },
  subtitle: {
    id: 'admin.content.subtitle',
    defaultMessage: 'Articles de blog et actualités de l’école',
  },
  add: { id: 'admin.content.add', defaultMessage: 'Ajouter un contenu' },
  edit: { id: 'admin.content.edit', defaultMessage: 'Modifier le contenu' },
  editItem: { id: 'admin.content.editItem', defaultMessage: 'Modifier « {title} »' },
  viewOnSite: { id: 'admin.content.viewOnSite', defaultMessage: 'Voir sur le site' },
  viewItemOnSite: {
    id: 'admin.content.viewItemOnSite',
    defaultMessage: 'Voir sur le site : « {title} » (nouvel onglet)',
  },
  preview: { id: 'admin.content.preview', defaultMessage: 'Aperçu' },
  previewItem: {
    id: 'admin.content.previewItem',
    defaultMessage: 'Aperçu : « {title} », à sa future adresse (nouvel onglet)',
  },
  editShort: { id: 'admin.content.editShort', defaultMessage: 'Modifier' },
  deleteItem: { id: 'admin.content.deleteItem', defaultMessage: 'Supprimer « {title} »' },
  empty: {
    id: 'admin.content.empty',
    defaultMessage: 'Aucun contenu. Créez votre premier article !',
  },
  noMatch: {
    id: 'admin.content.noMatch',
    defaultMessage: 'Aucun contenu ne correspond à ces filtres.',
  },
  search: { id: 'admin.content.search', defaultMessage: 'Rechercher' },
  searchPlaceholder: { id: 'admin.content.searchPlaceholder', defaultMessage: 'Titre ou extrait' },
  filterType: { id: 'admin.content.filterType', defaultMessage: 'Type' },
  filterStatus: { id: 'admin.content.filterStatus', defaultMessage: 'Statut' },
  all: { id: 'admin.content.all', defaultMessage: 'Tous' },
  typeBlog: { id: 'admin.content.type.blog', defaultMessage: 'Blog' },
  typeNews: { id: 'admin.content.type.news', defaultMessage: 'Actualité' },
  statusDraft: { id: 'admin.content.status.draft', defaultMessage: 'Brouillon' },
  statusPublished: { id: 'admin.content.status.published', defaultMessage: 'Publié' },
  statusScheduled: { id: 'admin.content.status.scheduled', defaultMessage: 'Programmé' },
  categoryEducation: { id: 'admin.content.category.education', defaultMessage: 'Éducation' },
  categoryPedagogy: { id: 'admin.content.category.pedagogy', defaultMessage: 'Pédagogie' },
  categoryInnovation: { id: 'admin.content.category.innovation', defaultMessage: 'Innovation' },
  categorySpirituality: {
    id: 'admin.content.category.spirituality',
    defaultMessage: 'Spiritualité',
  },
  categoryCommunity: { id: 'admin.content.category.community', defaultMessage: 'Communauté' },
  noCategory: { id: 'admin.content.noCategory', defaultMessage: 'Aucune' },
  caption: { id: 'admin.content.caption', defaultMessage: 'Liste des contenus' },
  colTitle: { id: 'admin.content.col.title', defaultMessage: 'Titre' },
  colType: { id: 'admin.content.col.type', defaultMessage: 'Type' },
  colStatus: { id: 'admin.content.col.status', defaultMessage: 'Statut' },
  colCategory: { id: 'admin.content.col.category', defaultMessage: 'Catégorie' },
  colCreated: { id: 'admin.content.col.created', defaultMessage: 'Créé le' },
  colActions: { id: 'admin.content.col.actions', defaultMessage: 'Actions' },
  scheduledFor: { id: 'admin.content.scheduledFor', defaultMessage: 'Publication le {date}' },
  created: { id: 'admin.content.created', defaultMessage: 'Contenu créé avec succès' },
  fieldSend: {
    id: 'admin.content.field.send',
    defaultMessage: 'Envoyer aux abonnés de la lettre d’information',
  },
  fieldSendHint: {
    id: 'admin.content.field.sendHint',
    defaultMessage:
      'À l’enregistrement, chaque abonné confirmé la reçoit une fois par e-mail, dans sa langue (ou en français). Programmée, elle part à sa date de publication. Une actualité n’est envoyée qu’une fois.',
  },
  sendQueued: {
    id: 'admin.content.sendQueued',
    defaultMessage:
      '{count, plural, =0 {Aucun abonné confirmé : rien n’est envoyé} one {Envoi à # abonné lancé} other {Envoi à # abonnés lancé}}',
  },
  sendAlready: {
    id: 'admin.content.sendAlready',
    defaultMessage: 'Cette actualité a déjà été envoyée aux abonnés : rien n’est renvoyé.',
  },
  sendFailed: {
    id: 'admin.content.sendFailed',
    defaultMessage: 'L’actualité est enregistrée, mais l’envoi aux abonnés a échoué',
  },
  updated: { id: 'admin.content.updated', defaultMessage: 'Contenu mis à jour avec succès' },
  deleted: { id: 'admin.content.deleted', defaultMessage: 'Contenu supprimé avec succès' },
  loadFailed: {
    id: 'admin.content.loadFailed',
    defaultMessage: 'Échec du chargement des contenus',
  },
  saveFailed: {
    id: 'admin.content.saveFailed',
    defaultMessage: 'Échec de l’enregistrement du contenu',
  },
  deleteFailed: {
    id: 'admin.content.deleteFailed',
    defaultMessage: 'Échec de la suppression du contenu',
  },
  deleteTitle: { id: 'admin.content.deleteTitle', defaultMessage: 'Supprimer ce contenu ?' },
  deleteQuestion: {
    id: 'admin.content.deleteQuestion',
    defaultMessage: 'Voulez-vous vraiment supprimer ce contenu ?',
  },
  delete: { id: 'admin.content.delete', defaultMessage: 'Supprimer' },
  deleting: { id: 'admin.content.deleting', defaultMessage: 'Suppression...' },
  fieldTitle: { id: 'admin.content.field.title', defaultMessage: 'Titre' },
  fieldSlug: { id: 'admin.content.field.slug', defaultMessage: 'Adresse (slug)' },
  fieldSlugHint: {
    id: 'admin.content.field.slugHint',
    defaultMessage: 'Tirée du titre, modifiable : lettres, chiffres et tirets.',
  },
  fieldType: { id: 'admin.content.field.type', defaultMessage: 'Type' },
  fieldStatus: { id: 'admin.content.field.status', defaultMessage: 'Statut' },
  fieldCategory: { id: 'admin.content.field.category', defaultMessage: 'Catégorie' },
  fieldSchedule: { id: 'admin.content.field.schedule', defaultMessage: 'Date de publication' },
  fieldScheduleHint: {
    id: 'admin.content.field.scheduleHint',
    defaultMessage:
      'Laissez vide pour publier maintenant ; une date future programme la publication.',
  },
  fieldExcerpt: { id: 'admin.content.field.excerpt', defaultMessage: 'Extrait' },
  fieldContent: { id: 'admin.content.field.content', defaultMessage: 'Contenu' },
  fieldImage: { id: 'admin.content.field.image', defaultMessage: 'Image à la une' },
  fieldImageHint: {
    id: 'admin.content.field.imageHint',
    defaultMessage: 'PNG, JPEG, GIF ou WebP. Une photo de plus de 5 Mo est réduite avant l’envoi.',
  },
  imageAlt: { id: 'admin.content.imageAlt', defaultMessage: 'Aperçu de l’image à la une' },
  removeImage: { id: 'admin.content.removeImage', defaultMessage: 'Retirer l’image' },
  save: { id: 'admin.content.save', defaultMessage: 'Enregistrer' },
  saving: { id: 'admin.content.saving', defaultMessage: 'Enregistrement...' },
  titleRequired: { id: 'admin.validation.title.required', defaultMessage: 'Le titre est requis' },
  titleTooLong: {
    id: 'admin.validation.title.tooLong',
    defaultMessage: 'Le titre ne doit pas dépasser 300 caractères',
  },
  contentRequired: {
    id: 'admin.validation.content.required',
    defaultMessage: 'Le contenu est requis',
  },
  excerptTooLong: {
    id: 'admin.validation.excerpt.tooLong',
    defaultMessage: 'L’extrait ne doit pas dépasser 1000 caractères',
  },
  slugTooLong: {
    id: 'admin.validation.slug.tooLong',
    defaultMessage: 'L’adresse ne doit pas dépasser 80 caractères',
  },
  slugInvalid: {
    id: 'admin.validation.slug.invalid',
    defaultMessage:
      'L’adresse ne peut contenir que des lettres minuscules sans accents, des chiffres, des lettres arabes et des tirets simples',
  },
  slugTaken: {
    id: 'admin.validation.slug.taken',
    defaultMessage:
      'Cette adresse est déjà utilisée par un autre contenu : choisissez-en une autre.',
  },
  scheduleInvalid: {
    id: 'admin.validation.schedule.invalid',
    defaultMessage: 'Date de publication invalide',
  },
  imageType: {
    id: 'admin.validation.image.type',
    defaultMessage: 'Format d’image non accepté : PNG, JPEG, GIF ou WebP',
  },
  editorToolbar: { id: 'admin.editor.toolbar', defaultMessage: 'Mise en forme' },
  editorBold: { id: 'admin.editor.bold', defaultMessage: 'Gras' },
  editorItalic: { id: 'admin.editor.italic', defaultMessage: 'Italique' },
  editorHeading: { id: 'admin.editor.heading', defaultMessage: 'Titre de section' },
  editorSubheading: { id: 'admin.editor.subheading', defaultMessage: 'Sous-titre' },
  editorBullets: { id: 'admin.editor.bullets', defaultMessage: 'Liste à puces' },
  editorNumbers: { id: 'admin.editor.numbers', defaultMessage: 'Liste numérotée' },
  editorLink: { id: 'admin.editor.link', defaultMessage: 'Lien' },
  editorWrite: { id: 'admin.editor.write', defaultMessage: 'Rédiger' },
  editorPreview: { id: 'admin.editor.preview', defaultMessage: 'Aperçu' },
  editorPreviewEmpty: {
    id: 'admin.editor.previewEmpty',
    defaultMessage: 'Rien à prévisualiser pour l’instant.',
  },
  editorHint: {
    id: 'admin.editor.hint',
    defaultMessage:
      'Une ligne vide sépare les paragraphes. ## titre, - liste, 1. liste, **gras**, *italique*, [texte](https://…)',
  },
  languagesLabel: { id: 'admin.content.languages', defaultMessage: 'Langues du contenu' },
  required: { id: 'admin.content.language.required', defaultMessage: 'obligatoire' },
  translated: { id: 'admin.content.language.translated', defaultMessage: 'traduit' },
  notTranslated: { id: 'admin.content.language.missing', defaultMessage: 'pas encore traduit' },
  notTranslatedNote: {
    id: 'admin.content.language.missingNote',
    defaultMessage:
      'Pas encore traduit. Tant que cette version est vide, le site montre la version française, signalée comme telle. Publier ne demande que le français.',
  },
  fieldImageAlt: {
    id: 'admin.content.field.imageAlt',
    defaultMessage: 'Texte alternatif de l’image',
  },
  fieldImageAltHint: {
    id: 'admin.content.field.imageAltHint',
    defaultMessage:
      'Ce que montre l’image, pour qui ne la voit pas (lecteurs d’écran, aperçus de partage).',
  },
  fieldSlugShared: {
    id: 'admin.content.field.slugShared',
    defaultMessage: 'Vide : la même adresse que la version française, dans cette langue.',
  },
  translationTitleRequired: {
    id: 'admin.validation.translation.titleRequired',
    defaultMessage: 'Le titre de cette version est requis (ou videz tous ses champs)',
  },
  translationContentRequired: {
    id: 'admin.validation.translation.contentRequired',
    defaultMessage: 'Le contenu de cette version est requis (ou videz tous ses champs)',
  },
  imageAltRequired: {
    id: 'admin.validation.imageAlt.required',
    defaultMessage: 'Décrivez l’image : le texte alternatif est requis avec une image',
  },
  imageAltTooLong: {
    id: 'admin.validation.imageAlt.tooLong',
    defaultMessage: 'Le texte alternatif ne doit pas dépasser 300 caractères',
  },
  linkText: { id: 'admin.editor.linkText', defaultMessage: 'texte du lien' },
});
