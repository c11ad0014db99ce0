import type { Catalogs } from '@school/shared';

export const newsletterMessages: Catalogs = {
  fr: {
    'newsletter.title': 'Restez informés',
    'newsletter.text': 'Recevez les nouvelles de l’école par e-mail.',
    'newsletter.email': 'Adresse e-mail',
    'newsletter.subscribe': "S'abonner",
  },
  ar: {
    'newsletter.title': 'ابقوا على اطلاع',
    'newsletter.text': 'تلقوا أخبار المدرسة عبر البريد الإلكتروني.',
    'newsletter.email': 'البريد الإلكتروني',
    'newsletter.subscribe': 'اشترك',
  },
  en: {
    'newsletter.title': 'Stay informed',
    'newsletter.text': 'Get the school’s news by e-mail.',
    'newsletter.email': 'E-mail address',
    'newsletter.subscribe': 'Subscribe',
  },
};
