// The home page's sections below the hero, in one chunk of their own: the page's first load
// does not download them (home-page.tsx draws them through HydrateOnDemand; the server's HTML
// shows them until then).
export { LatestNewsSection } from './latest-news-section';
export { LevelsSection } from './levels-section';
export { PromoterSection } from './promoter-section';
export { StatsStrip } from './stats-strip';
export { TestimonialsSection } from './testimonials-section';
export { WelcomeSection } from './welcome-section';
export { WhyUsSection } from './why-us-section';
