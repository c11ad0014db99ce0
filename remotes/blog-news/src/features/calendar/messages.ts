import { defineMessage, defineMessages } from 'react-intl';

export const calendarMessages = {
  ...defineMessages({
    metaTitle: {
      id: 'calendar.meta.title',
      defaultMessage: 'Calendrier scolaire | Complexe Scolaire Islamique de Bamako',
    },
    metaDescription: {
      id: 'calendar.meta.description',
      defaultMessage:
        "Les congés, examens, réunions de parents et fêtes de l'école, par niveau, à ajouter à votre agenda.",
    },
    eyebrow: { id: 'calendar.hero.eyebrow', defaultMessage: 'Vie scolaire' },
    title: { id: 'calendar.hero.title', defaultMessage: 'Calendrier scolaire' },
    subtitle: {
      id: 'calendar.hero.subtitle',
      defaultMessage: 'Congés, examens, réunions et fêtes : les prochains rendez-vous de l’école.',
    },
    levels: { id: 'calendar.levels', defaultMessage: 'Filtrer par niveau' },
    allLevels: { id: 'calendar.levels.all', defaultMessage: 'Tous les niveaux' },
    loading: { id: 'calendar.loading', defaultMessage: 'Chargement du calendrier...' },
    empty: { id: 'calendar.empty', defaultMessage: 'Aucun événement à venir pour le moment.' },
    emptyLevel: {
      id: 'calendar.emptyLevel',
      defaultMessage: 'Aucun événement à venir pour ce niveau.',
    },
    allDay: { id: 'calendar.allDay', defaultMessage: 'Toute la journée' },
    inFrench: { id: 'calendar.inFrench', defaultMessage: 'En français' },
    subscribe: { id: 'calendar.subscribe', defaultMessage: 'S’abonner au calendrier (.ics)' },
    subscribeHint: {
      id: 'calendar.subscribe.hint',
      defaultMessage:
        'Copiez ce lien dans votre application d’agenda (Google Agenda, Calendrier, Outlook) pour recevoir les changements.',
    },
    monthView: { id: 'calendar.monthView', defaultMessage: 'Vue du mois' },
    add: { id: 'calendar.add', defaultMessage: 'Ajouter à mon agenda' },
    /** Before the place's name (its punctuation is the language's). */
    placeLabel: { id: 'calendar.placeLabel', defaultMessage: 'Lieu :' },
    home: { id: 'calendar.breadcrumb.home', defaultMessage: 'Accueil' },
  }),
  addToCalendar: defineMessage<{ title: string }>({
    id: 'calendar.addToCalendar',
    defaultMessage: 'Ajouter à mon agenda : {title}',
  }),
  forLevels: defineMessage<{ levels: string }>({
    id: 'calendar.forLevels',
    defaultMessage: 'Pour : {levels}',
  }),
  subscribeLevel: defineMessage<{ level: string }>({
    id: 'calendar.subscribeLevel',
    defaultMessage: 'S’abonner au calendrier « {level} » (.ics)',
  }),
  dayEvents: defineMessage<{ date: string; count: number }>({
    id: 'calendar.dayEvents',
    defaultMessage: '{date} : {count, plural, one {# événement} other {# événements}}',
  }),
};
