import type { Catalogs } from '@school/shared';

export const contactMessages: Catalogs = {
  fr: {
    'contact.title': 'Contactez-nous',
    'contact.subtitle': 'Une question, une inscription ? Écrivez-nous, nous vous répondrons rapidement.',
  },
  ar: {
    'contact.title': 'اتصل بنا',
    'contact.subtitle': 'هل لديك سؤال أو ترغب في التسجيل؟ راسلنا وسنرد عليك سريعًا.',
  },
  en: {
    'contact.title': 'Contact us',
    'contact.subtitle': 'A question, an enrolment? Write to us and we will answer quickly.',
  },
};
