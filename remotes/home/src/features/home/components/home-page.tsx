import {
  HydrateOnDemand,
  Island,
  loadCatalogOnce,
  paths,
  withCatalog,
  useLocaleStore,
  useLocale,
} from '@school/shared';
import {
  absoluteUrl,
  defaultShareImagePath,
  LOGO_PATH,
  PageHead,
  schoolJsonLd,
  useCachedSiteInfo,
} from '@school/shared/seo';
import { lazy } from 'react';
import { useIntl } from 'react-intl';
import { loadCatalog, loadSectionCatalog } from '../../../i18n/catalogs';
import { metaMessages } from '../messages';
import { HeroCarousel } from './hero-carousel';

// Everything below the hero comes in one chunk, fetched when the first of these sections is
// hydrated or drawn (see HydrateOnDemand): the first load of the page is the hero's code only.
// Their words in Arabic or English (a catalog of their own) download beside it, not after it:
// the sections then draw at once, in the page's language, with no second wait.
const later = () =>
  Promise.all([
    import('./later-sections'),
    loadCatalogOnce(loadSectionCatalog, useLocaleStore.getState().locale),
  ]).then(([sections]) => sections);
const StatsStrip = lazy(() => later().then((m) => ({ default: m.StatsStrip })));
const WelcomeSection = lazy(() => later().then((m) => ({ default: m.WelcomeSection })));
const WhyUsSection = lazy(() => later().then((m) => ({ default: m.WhyUsSection })));
const LevelsSection = lazy(() => later().then((m) => ({ default: m.LevelsSection })));
const TestimonialsSection = lazy(() => later().then((m) => ({ default: m.TestimonialsSection })));
const PromoterSection = lazy(() => later().then((m) => ({ default: m.PromoterSection })));
const LatestNewsSection = lazy(() => later().then((m) => ({ default: m.LatestNewsSection })));
const NextEventsSection = lazy(() => later().then((m) => ({ default: m.NextEventsSection })));

/**
 * The home page's head: its share preview, and the school itself as structured data (a School,
 * with name, address, phone and hours from the settings, and the logo).
 */
function HomeHead() {
  const intl = useIntl();
  const site = useCachedSiteInfo();
  const locale = useLocale();
  const description = intl.formatMessage(metaMessages.description);
  return (
    <PageHead
      title={intl.formatMessage(metaMessages.title)}
      description={description}
      kind="home"
      jsonLd={[
        schoolJsonLd({
          site,
          name: intl.formatMessage(metaMessages.schoolName),
          description,
          url: absoluteUrl(paths.home(locale)),
          logo: absoluteUrl(LOGO_PATH),
          image: absoluteUrl(defaultShareImagePath('home')),
          lang: locale,
        }),
      ]}
    />
  );
}

function HomeContent() {
  return (
    <div
      data-remote="home"
      data-page="home"
      data-build-mark={(import.meta.env.PUBLIC_BUILD_MARK as string | undefined) || undefined}
    >
      <HomeHead />
      {/* Interactive at once: it turns by itself and has its own controls, answered by the
          carousels' controller of the page's first script (@school/platform/carousel), with or
          without the app. */}
      <HeroCarousel />
      {/* Text and figures: the server's HTML is the section; hydrated only if the page changes. */}
      <HydrateOnDemand when="never">
        <StatsStrip />
      </HydrateOnDemand>
      {/* Links that navigate within the page once hydrated (a plain page load before). */}
      <HydrateOnDemand when="visible">
        <WelcomeSection />
      </HydrateOnDemand>
      <HydrateOnDemand when="never">
        <WhyUsSection />
      </HydrateOnDemand>
      <HydrateOnDemand when="visible">
        <LevelsSection />
      </HydrateOnDemand>
      <HydrateOnDemand when="never">
        <TestimonialsSection />
      </HydrateOnDemand>
      <HydrateOnDemand when="visible">
        <PromoterSection />
      </HydrateOnDemand>
      {/* The next three events: links (the .ics files, the calendar), hydrated in view. On the
          page of islands, an island that reads the events again when the site's data changed. */}
      <HydrateOnDemand when="visible">
        <Island module="home/islands/next-events" followsData readsAddress={false}>
          <NextEventsSection />
        </Island>
      </HydrateOnDemand>
      {/* The live list: hydrated when in view or once the page goes live (it then reads again).
          On the page of islands, an island hydrated at the first intent inside it. */}
      <HydrateOnDemand when="live">
        <Island module="home/islands/latest-news" followsData readsAddress={false}>
          <LatestNewsSection />
        </Island>
      </HydrateOnDemand>
    </div>
  );
}

export default withCatalog(loadCatalog, HomeContent);
