import { defineMessage, defineMessages } from 'react-intl';

// The preview banner's words, in its own chunk with its code (app.tsx loads it during a preview
// only). French defaults; the translations are in i18n/ar.json and i18n/en.json.
export const previewWords = defineMessages({
  previewLabel: { id: 'preview.label', defaultMessage: 'Aperçu avant mise en ligne' },
  previewLeave: { id: 'preview.leave', defaultMessage: "Quitter l'aperçu" },
});

// Messages with placeholders declare their values' types (react-intl checks them at each use).
export const previewText = defineMessage<{ remote: string; version: string }>({
  id: 'preview.text',
  defaultMessage: 'Aperçu : {remote} en version {version}, pas encore en ligne',
});
