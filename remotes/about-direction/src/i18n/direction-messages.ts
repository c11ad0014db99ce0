import type { Catalogs } from '@school/shared';

export const directionMessages: Catalogs = {
  fr: {
    'direction.title': 'Le fondateur et la direction',
    'direction.subtitle': "Le mot du promoteur et l'équipe qui dirige l'établissement.",
  },
  ar: {
    'direction.title': 'المؤسس والإدارة',
    'direction.subtitle': 'كلمة المؤسس والفريق الذي يدير المؤسسة.',
  },
  en: {
    'direction.title': 'The founder and leadership',
    'direction.subtitle': "The promoter's word and the team that leads the school.",
  },
};
