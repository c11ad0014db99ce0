import { defineMessage, defineMessages } from 'react-intl';

// The texts of the sections below the hero: in their own module, so they download with those
// sections' chunk (later-sections.ts) and not with the page's first load.

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

export const eventsMessages = {
  ...defineMessages({
    eyebrow: { id: 'home.events.eyebrow', defaultMessage: 'Calendrier' },
    title: { id: 'home.events.title', defaultMessage: 'Prochains rendez-vous' },
    lead: {
      id: 'home.events.lead',
      defaultMessage: 'Congés, examens, réunions : les dates à retenir.',
    },
    all: { id: 'home.events.all', defaultMessage: 'Tout le calendrier' },
    empty: { id: 'home.events.empty', defaultMessage: 'Aucun événement à venir pour le moment.' },
    inFrench: { id: 'home.events.inFrench', defaultMessage: 'En français' },
    allDay: { id: 'home.events.allDay', defaultMessage: 'Toute la journée' },
    add: { id: 'home.events.add', defaultMessage: 'Ajouter à mon agenda' },
  }),
  addLabel: defineMessage<{ title: string }>({
    id: 'home.events.addLabel',
    defaultMessage: 'Ajouter à mon agenda : {title}',
  }),
};
