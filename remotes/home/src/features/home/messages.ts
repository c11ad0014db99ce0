import { defineMessage, defineMessages } from 'react-intl';

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

export const statsMessages = {
  ...defineMessages({
    title: { id: 'home.stats.title', defaultMessage: 'Notre Impact en Chiffres' },
    lead: {
      id: 'home.stats.lead',
      defaultMessage: 'Des résultats qui témoignent de notre engagement envers chaque élève.',
    },
    students: { id: 'home.stats.students', defaultMessage: 'Élèves' },
    teachers: { id: 'home.stats.teachers', defaultMessage: 'Enseignants qualifiés' },
    years: { id: 'home.stats.years', defaultMessage: "Années d'expérience" },
    success: { id: 'home.stats.success', defaultMessage: 'Taux de réussite' },
  }),
  plus: defineMessage<{ value: string | number }>({
    id: 'home.stats.plus',
    defaultMessage: '{value}+',
  }),
};

export const welcomeMessages = defineMessages({
  eyebrow: { id: 'home.welcome.eyebrow', defaultMessage: 'Bienvenue' },
  title: {
    id: 'home.welcome.title',
    defaultMessage: 'Une école où le savoir et la foi grandissent ensemble',
  },
  body1: {
    id: 'home.welcome.body1',
    defaultMessage:
      'Au cœur de Bamako-Coura, notre complexe scolaire accueille les enfants de la maternelle au lycée. Nous y conjuguons les exigences du programme national avec un enseignement islamique vivant, ouvert et bienveillant.',
  },
  body2: {
    id: 'home.welcome.body2',
    defaultMessage:
      'Notre ambition est simple : former des femmes et des hommes compétents, curieux et droits, capables de réussir leurs études et de contribuer au développement du Mali.',
  },
  more: { id: 'home.welcome.more', defaultMessage: 'En savoir plus sur nous' },
});

export const whyMessages = defineMessages({
  eyebrow: { id: 'home.why.eyebrow', defaultMessage: 'Pourquoi nous choisir' },
  title: { id: 'home.why.title', defaultMessage: 'Ce qui fait la différence' },
  lead: {
    id: 'home.why.lead',
    defaultMessage: 'Quatre engagements que nous tenons envers chaque famille.',
  },
  qualityTitle: { id: 'home.why.quality.title', defaultMessage: 'Un enseignement de qualité' },
  qualityText: {
    id: 'home.why.quality.text',
    defaultMessage:
      'Un programme complet et exigeant, porté par des enseignants expérimentés et formés chaque année.',
  },
  faithTitle: { id: 'home.why.faith.title', defaultMessage: 'Une éducation islamique' },
  faithText: {
    id: 'home.why.faith.text',
    defaultMessage:
      'Coran, langue arabe et éducation morale font partie de la journée de chaque élève.',
  },
  careTitle: { id: 'home.why.care.title', defaultMessage: 'Un suivi personnalisé' },
  careText: {
    id: 'home.why.care.text',
    defaultMessage:
      'Des classes à taille humaine et un dialogue régulier avec les parents pour accompagner chaque enfant.',
  },
  safeTitle: { id: 'home.why.safe.title', defaultMessage: 'Un cadre sûr et moderne' },
  safeText: {
    id: 'home.why.safe.text',
    defaultMessage:
      'Des locaux sécurisés, une salle informatique et des outils numériques au service des apprentissages.',
  },
});

export const levelMessages = {
  ...defineMessages({
    eyebrow: { id: 'home.levels.eyebrow', defaultMessage: 'Nos niveaux' },
    title: { id: 'home.levels.title', defaultMessage: 'De la maternelle au lycée' },
    lead: {
      id: 'home.levels.lead',
      defaultMessage:
        'Un parcours continu, dans un même établissement, à chaque étape de la croissance.',
    },
    preschoolName: { id: 'home.levels.preschool.name', defaultMessage: 'Maternelle' },
    preschoolMore: {
      id: 'home.levels.preschool.more',
      defaultMessage: 'En savoir plus sur la maternelle',
    },
    preschoolText: {
      id: 'home.levels.preschool.text',
      defaultMessage:
        'Éveil, jeux éducatifs, premiers pas en lecture et découverte du Coran dans la douceur.',
    },
    primaryName: { id: 'home.levels.primary.name', defaultMessage: 'Primaire' },
    primaryMore: {
      id: 'home.levels.primary.more',
      defaultMessage: 'En savoir plus sur le primaire',
    },
    primaryText: {
      id: 'home.levels.primary.text',
      defaultMessage:
        'Les fondamentaux en français, en mathématiques et en arabe, avec une solide éducation morale.',
    },
    middleName: { id: 'home.levels.middle.name', defaultMessage: 'Collège' },
    middleMore: { id: 'home.levels.middle.more', defaultMessage: 'En savoir plus sur le collège' },
    middleText: {
      id: 'home.levels.middle.text',
      defaultMessage:
        'Des méthodes de travail, des sciences et des langues pour préparer sereinement le DEF.',
    },
    highName: { id: 'home.levels.high.name', defaultMessage: 'Lycée' },
    highMore: { id: 'home.levels.high.more', defaultMessage: 'En savoir plus sur le lycée' },
    highText: {
      id: 'home.levels.high.text',
      defaultMessage:
        "Des filières exigeantes et une orientation attentive jusqu'au baccalauréat et au-delà.",
    },
  }),
  ages: defineMessage<{ max: string | number; min: string | number }>({
    id: 'home.levels.ages',
    defaultMessage: '{min}-{max} ans',
  }),
};

export const testimonialMessages = {
  ...defineMessages({
    eyebrow: { id: 'home.testimonials.eyebrow', defaultMessage: 'Témoignages' },
    title: { id: 'home.testimonials.title', defaultMessage: 'Ce que disent les familles' },
    t1Name: { id: 'home.testimonials.t1.name', defaultMessage: 'Aminata Traoré' },
    t1Role: { id: 'home.testimonials.t1.role', defaultMessage: "Mère d'élève" },
    t1Text: {
      id: 'home.testimonials.t1.text',
      defaultMessage:
        "Mes deux enfants s'épanouissent ici. Les enseignants sont disponibles et nous tiennent informés de leurs progrès chaque semaine.",
    },
    t2Name: { id: 'home.testimonials.t2.name', defaultMessage: 'Moussa Keïta' },
    t2Role: { id: 'home.testimonials.t2.role', defaultMessage: 'Ancien élève, promotion 2018' },
    t2Text: {
      id: 'home.testimonials.t2.text',
      defaultMessage:
        "L'école m'a donné la rigueur et la confiance qui m'ont permis de réussir mon baccalauréat, puis mes études d'ingénieur.",
    },
    t3Name: { id: 'home.testimonials.t3.name', defaultMessage: 'Ibrahim Coulibaly' },
    t3Role: { id: 'home.testimonials.t3.role', defaultMessage: "Père d'élève" },
    t3Text: {
      id: 'home.testimonials.t3.text',
      defaultMessage:
        "Un équilibre rare entre l'excellence scolaire et l'éducation religieuse. Ma fille y apprend autant le savoir que le savoir-être.",
    },
  }),
  rating: defineMessage<{ rating: string | number }>({
    id: 'home.testimonials.rating',
    defaultMessage: '{rating} étoiles sur 5',
  }),
};

export const promoterMessages = defineMessages({
  eyebrow: { id: 'home.promoter.eyebrow', defaultMessage: 'Le mot du promoteur' },
  title: { id: 'home.promoter.title', defaultMessage: 'Un engagement au service de nos enfants' },
  quote: {
    id: 'home.promoter.quote',
    defaultMessage:
      "Nous avons fondé cette école avec une conviction : un enfant bien instruit et bien éduqué est la plus belle richesse d'une famille et d'une nation. Chaque jour, notre équipe travaille pour que cette conviction devienne réalité.",
  },
  name: { id: 'home.promoter.name', defaultMessage: 'El Hadj Oumar Touré' },
  position: {
    id: 'home.promoter.position',
    defaultMessage: 'Fondateur et promoteur du Complexe Scolaire',
  },
  alt: {
    id: 'home.promoter.alt',
    defaultMessage: 'Portrait illustré du promoteur, El Hadj Oumar Touré',
  },
  more: { id: 'home.promoter.more', defaultMessage: 'Lire son message' },
});

export const newsMessages = {
  ...defineMessages({
    eyebrow: { id: 'home.news.eyebrow', defaultMessage: 'Actualités' },
    title: { id: 'home.news.title', defaultMessage: 'Dernières actualités' },
    lead: {
      id: 'home.news.lead',
      defaultMessage: "La vie de l'école, ses événements et ses réussites.",
    },
    all: { id: 'home.news.all', defaultMessage: 'Toutes les actualités' },
    readMore: { id: 'home.news.readMore', defaultMessage: 'Lire la suite' },
    loading: { id: 'home.news.loading', defaultMessage: 'Chargement des actualités...' },
    empty: { id: 'home.news.empty', defaultMessage: 'Aucune actualité pour le moment.' },
    inFrench: { id: 'home.news.inFrench', defaultMessage: 'En français' },
  }),
  readMoreLabel: defineMessage<{ title: string | number }>({
    id: 'home.news.readMoreLabel',
    defaultMessage: 'Lire la suite : {title}',
  }),
};
