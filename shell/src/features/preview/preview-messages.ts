import { defineMessage, defineMessages } from 'react-intl';

// The preview banner's words, and the notice of a refused preview link, in their own chunk with
// their code (app.tsx loads it during a preview, or after a refused link, only). French defaults; the translations are in i18n/ar.json and i18n/en.json.
export const previewWords = defineMessages({
  previewLabel: { id: 'preview.label', defaultMessage: 'Aperçu avant mise en ligne' },
  previewLeave: { id: 'preview.leave', defaultMessage: "Quitter l'aperçu" },
  refusedLabel: { id: 'preview.refused.label', defaultMessage: 'Aperçu refusé' },
  refusedClose: { id: 'preview.refused.close', defaultMessage: 'Fermer' },
  refusedBackOffice: {
    id: 'preview.refused.backOffice',
    defaultMessage:
      'Aperçu refusé : le back-office ne change pas de version par un lien, car il détient les sessions du personnel. Vous voyez le site en ligne.',
  },
});

// Messages with placeholders declare their values' types (react-intl checks them at each use).
export const previewText = defineMessage<{ remote: string; version: string }>({
  id: 'preview.text',
  defaultMessage: 'Aperçu : {remote} en version {version}, pas encore en ligne',
});

// `remoteDe`: « de » and the remote's name, elided before a vowel (frenchDe: « d'about_direction »);
// the translations say it with `remote`.
export const refusedNotKept = defineMessage<{ remote: string; remoteDe: string; version: string }>({
  id: 'preview.refused.notKept',
  defaultMessage:
    "Aperçu refusé : la version {version} {remoteDe} n'est pas conservée (jamais déployée, ou supprimée depuis). Vous voyez le site en ligne, et cet aperçu n'est pas retenu.",
});

export const refusedNotAVersion = defineMessage<{ asked: string }>({
  id: 'preview.refused.notAVersion',
  defaultMessage:
    "Aperçu refusé : « {asked} » ne désigne pas une version d'une application du site (application@version, 12 chiffres hexadécimaux). Vous voyez le site en ligne.",
});
