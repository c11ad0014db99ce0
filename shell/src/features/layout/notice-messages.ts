import { defineMessage, defineMessages } from 'react-intl';

// The notice banner's words, in its own chunk with its code (notices-slot.tsx loads it when a
// notice runs). French defaults; the translations are in i18n/ar.json and i18n/en.json.
export const noticeWords = defineMessages({
  dismiss: { id: 'notice.dismiss', defaultMessage: 'Masquer cet avis' },
  important: { id: 'notice.important', defaultMessage: 'Important' },
  information: { id: 'notice.information', defaultMessage: 'Information' },
  urgent: { id: 'notice.urgent', defaultMessage: 'Urgent' },
});

/** A notice's level before its text (« Urgent : École fermée demain »). */
export const noticeLabel = defineMessage<{ level: string }>({
  id: 'notice.label',
  defaultMessage: '{level} :',
});
