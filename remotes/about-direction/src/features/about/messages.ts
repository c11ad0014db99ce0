import { defineMessage, defineMessages } from 'react-intl';

export const aboutMessages = {
  ...defineMessages({
    metaTitle: {
      id: 'about.meta.title',
      defaultMessage: 'À propos | Complexe Scolaire Islamique de Bamako',
    },
    metaDescription: {
      id: 'about.meta.description',
      defaultMessage:
        'Notre mission, notre vision, nos valeurs et notre histoire : une école fondée en 2009 à Bamako, de la maternelle au lycée.',
    },
    eyebrow: { id: 'about.hero.eyebrow', defaultMessage: 'Qui sommes-nous' },
    title: { id: 'about.hero.title', defaultMessage: 'À propos de nous' },
    subtitle: {
      id: 'about.hero.subtitle',
      defaultMessage:
        "Depuis 2009, une école qui allie l'excellence du savoir à la richesse de la foi, au service des familles de Bamako.",
    },
    missionTitle: { id: 'about.mission.title', defaultMessage: 'Notre mission' },
    missionText: {
      id: 'about.mission.text',
      defaultMessage:
        "Offrir à chaque enfant, de la maternelle au lycée, une éducation complète : des connaissances solides selon le programme national, une pratique éclairée de l'islam et des qualités humaines qui lui permettront de réussir et de servir sa communauté.",
    },
    visionTitle: { id: 'about.vision.title', defaultMessage: 'Notre vision' },
    visionText: {
      id: 'about.vision.text',
      defaultMessage:
        "Être une école de référence au Mali, reconnue pour la réussite de ses élèves, la qualité de son encadrement et l'équilibre qu'elle crée entre modernité et valeurs islamiques.",
    },
    valuesEyebrow: { id: 'about.values.eyebrow', defaultMessage: 'Nos valeurs' },
    valuesTitle: { id: 'about.values.title', defaultMessage: 'Les valeurs qui nous guident' },
    faithTitle: { id: 'about.values.faith.title', defaultMessage: 'Foi et spiritualité' },
    faithText: {
      id: 'about.values.faith.text',
      defaultMessage:
        "La foi éclaire nos journées : prière, étude du Coran et éducation du cœur accompagnent l'apprentissage.",
    },
    excellenceTitle: {
      id: 'about.values.excellence.title',
      defaultMessage: 'Excellence académique',
    },
    excellenceText: {
      id: 'about.values.excellence.text',
      defaultMessage:
        'Nous visons haut pour chaque élève, avec méthode, exigence et encouragement.',
    },
    respectTitle: { id: 'about.values.respect.title', defaultMessage: 'Respect et tolérance' },
    respectText: {
      id: 'about.values.respect.text',
      defaultMessage:
        'Chacun est accueilli avec dignité ; nous apprenons à écouter et à vivre ensemble.',
    },
    integrityTitle: {
      id: 'about.values.integrity.title',
      defaultMessage: 'Intégrité et honnêteté',
    },
    integrityText: {
      id: 'about.values.integrity.text',
      defaultMessage: 'Dire vrai, tenir parole et agir avec droiture, en classe comme dans la vie.',
    },
    historyEyebrow: { id: 'about.history.eyebrow', defaultMessage: 'Notre histoire' },
    historyTitle: {
      id: 'about.history.title',
      defaultMessage: 'Plus de 15 ans au service de l’éducation',
    },
    y2009Title: { id: 'about.history.2009.title', defaultMessage: "Fondation de l'école" },
    y2009Text: {
      id: 'about.history.2009.text',
      defaultMessage:
        'Le complexe scolaire ouvre ses portes à Bamako-Coura avec ses premières classes.',
    },
    y2015Title: { id: 'about.history.2015.title', defaultMessage: 'De la maternelle au lycée' },
    y2015Text: {
      id: 'about.history.2015.text',
      defaultMessage:
        "Les niveaux s'étendent de la maternelle jusqu'au lycée, et une annexe accueille de nouveaux élèves.",
    },
    y2020Title: { id: 'about.history.2020.title', defaultMessage: 'Modernisation technologique' },
    y2020Text: {
      id: 'about.history.2020.text',
      defaultMessage:
        'Salle informatique, outils numériques et nouvelles méthodes entrent dans les classes.',
    },
    y2024Title: { id: 'about.history.2024.title', defaultMessage: 'Reconnaissance officielle' },
    y2024Text: {
      id: 'about.history.2024.text',
      defaultMessage:
        "L'école est officiellement reconnue, compte plus de 500 élèves et atteint 98 % de réussite aux examens.",
    },
    figuresTitle: { id: 'about.figures.title', defaultMessage: "L'école en chiffres" },
    studentsLabel: { id: 'about.figures.students', defaultMessage: 'Élèves' },
    successLabel: { id: 'about.figures.success', defaultMessage: 'Taux de réussite' },
  }),
  plus: defineMessage<{ value: string | number }>({
    id: 'about.figures.plus',
    defaultMessage: '{value}+',
  }),
};
