import { defineMessages } from 'react-intl';

// The design system's built-in words (controls an app does not label itself). French is the
// defaultMessage; ar.json and en.json translate them; the shell formats them once and provides
// them to every component on the page through DesignSystemLabelsProvider.
export const designSystemMessages = defineMessages({
  carouselPrevious: { id: 'ds.carousel.previous', defaultMessage: 'Diapositive précédente' },
  carouselNext: { id: 'ds.carousel.next', defaultMessage: 'Diapositive suivante' },
  carouselSlide: { id: 'ds.carousel.slide', defaultMessage: 'Diapositive {position} sur {total}' },
  carouselPause: { id: 'ds.carousel.pause', defaultMessage: 'Mettre le diaporama en pause' },
  carouselPlay: { id: 'ds.carousel.play', defaultMessage: 'Lancer le diaporama' },
  close: { id: 'ds.close', defaultMessage: 'Fermer' },
  notifications: { id: 'ds.notifications', defaultMessage: 'Notifications' },
});
