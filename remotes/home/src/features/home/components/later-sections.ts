// The home page's sections below the hero, in one chunk of their own: the page's first load
// does not download them (home-page.tsx draws them through HydrateOnDemand; the server's HTML
// shows them until then). Each draws its words from the sections' catalog (loadSectionCatalog),
// which comes with this chunk, not with the page's first load.
import { loadCatalogOnce, useLocaleStore } from '@school/shared';
import { withCatalogPart } from '../../../i18n/catalog-part';
import { loadSectionCatalog } from '../../../i18n/catalogs';
import { LatestNewsSection as LatestNews } from './latest-news-section';
import { LevelsSection as Levels } from './levels-section';
import { NextEventsSection as NextEvents } from './next-events-section';
import { PromoterSection as Promoter } from './promoter-section';
import { StatsStrip as Stats } from './stats-strip';
import { TestimonialsSection as Testimonials } from './testimonials-section';
import { WelcomeSection as Welcome } from './welcome-section';
import { WhyUsSection as WhyUs } from './why-us-section';

export const LatestNewsSection = withCatalogPart(loadSectionCatalog, LatestNews);
export const LevelsSection = withCatalogPart(loadSectionCatalog, Levels);
export const NextEventsSection = withCatalogPart(loadSectionCatalog, NextEvents);
export const PromoterSection = withCatalogPart(loadSectionCatalog, Promoter);
export const StatsStrip = withCatalogPart(loadSectionCatalog, Stats);
export const TestimonialsSection = withCatalogPart(loadSectionCatalog, Testimonials);
export const WelcomeSection = withCatalogPart(loadSectionCatalog, Welcome);
export const WhyUsSection = withCatalogPart(loadSectionCatalog, WhyUs);

// Once these sections are on the page, a language switch fetches their words at the same time as
// the hero's (the page keeps the current language until both are there), not after them.
useLocaleStore.subscribe((state) => void loadCatalogOnce(loadSectionCatalog, state.locale));
