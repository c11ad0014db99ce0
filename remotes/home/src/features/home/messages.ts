import { defineMessage, defineMessages } from 'react-intl';

// The texts the page's first load draws: its head and the hero. The sections below the hero have
// theirs in section-messages.ts, which comes with their chunk (later-sections.ts).

export const metaMessages = defineMessages({
  title: {
    id: 'home.meta.title',
    defaultMessage: 'Accueil | Complexe Scolaire Islamique de Bamako',
  },
  description: {
    id: 'home.meta.description',
    defaultMessage:
      'Complexe scolaire privé de la maternelle au lycée à Bamako : programme moderne, enseignement islamique, plus de 500 élèves et 98 % de réussite.',
  },
  schoolName: {
    id: 'home.meta.schoolName',
    defaultMessage: 'Complexe Scolaire Islamique de Bamako',
  },
});

export const heroMessages = {
  ...defineMessages({
    label: { id: 'home.hero.label', defaultMessage: "Présentation de l'école" },
    previous: { id: 'home.hero.previous', defaultMessage: 'Diapositive précédente' },
    next: { id: 'home.hero.next', defaultMessage: 'Diapositive suivante' },
    pause: { id: 'home.hero.pause', defaultMessage: 'Mettre le diaporama en pause' },
    play: { id: 'home.hero.play', defaultMessage: 'Relancer le diaporama' },
    discover: { id: 'home.hero.discover', defaultMessage: "Découvrir l'école" },
    contact: { id: 'home.hero.contact', defaultMessage: 'Contactez-nous' },
    slide1Title: { id: 'home.hero.slide1.title', defaultMessage: 'Bienvenue au Complexe Scolaire' },
    slide1Subtitle: {
      id: 'home.hero.slide1.subtitle',
      defaultMessage: 'Éducation, foi et excellence pour un avenir meilleur',
    },
    slide1Description: {
      id: 'home.hero.slide1.description',
      defaultMessage:
        'De la maternelle au lycée, nous accompagnons chaque enfant à Bamako-Coura avec un programme moderne et un enseignement islamique de qualité.',
    },
    slide1Alt: {
      id: 'home.hero.slide1.alt',
      defaultMessage:
        "Illustration : les bâtiments de l'école, une coupole et un minaret au coucher du soleil",
    },
    slide2Title: {
      id: 'home.hero.slide2.title',
      defaultMessage: "L'excellence académique au quotidien",
    },
    slide2Subtitle: {
      id: 'home.hero.slide2.subtitle',
      defaultMessage: 'Apprendre, comprendre, réussir',
    },
    slide2Description: {
      id: 'home.hero.slide2.description',
      defaultMessage:
        'Des enseignants qualifiés, des classes à taille humaine et un suivi personnalisé pour que chaque élève donne le meilleur de lui-même.',
    },
    slide2Alt: {
      id: 'home.hero.slide2.alt',
      defaultMessage: 'Illustration : un livre ouvert et lumineux sur un motif d’étoiles',
    },
    slide3Title: {
      id: 'home.hero.slide3.title',
      defaultMessage: 'Des valeurs qui guident toute une vie',
    },
    slide3Subtitle: {
      id: 'home.hero.slide3.subtitle',
      defaultMessage: 'Foi, respect et intégrité',
    },
    slide3Description: {
      id: 'home.hero.slide3.description',
      defaultMessage:
        'Depuis plus de 15 ans, nous formons des jeunes instruits, responsables et fiers de leur foi, prêts à servir leur communauté.',
    },
    slide3Alt: {
      id: 'home.hero.slide3.alt',
      defaultMessage: 'Illustration : un élève diplômé entouré de ses camarades et de lauriers',
    },
  }),
  slide: defineMessage<{ position: string | number; total: string | number }>({
    id: 'home.hero.slide',
    defaultMessage: 'Diapositive {position} sur {total}',
  }),
};
