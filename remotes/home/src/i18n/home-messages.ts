import type { Catalogs } from '@school/shared';

export const homeMessages: Catalogs = {
  fr: {
    'home.title': 'Bienvenue au Complexe Scolaire',
    'home.subtitle': "L'éducation, la foi et l'excellence pour un avenir meilleur, de la maternelle au lycée à Bamako-Coura.",
  },
  ar: {
    'home.title': 'مرحبًا بكم في المجمع المدرسي',
    'home.subtitle': 'التربية والإيمان والتميز من أجل مستقبل أفضل، من الروضة إلى الثانوية في باماكو-كورا.',
  },
  en: {
    'home.title': 'Welcome to the School Complex',
    'home.subtitle': 'Education, faith and excellence for a better future, from pre-school to high school in Bamako-Coura.',
  },
};
