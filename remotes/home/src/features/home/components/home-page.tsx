import { localizePath, RemoteIntlProvider, useLocaleStore } from '@school/shared';
import {
  absoluteUrl,
  defaultShareImagePath,
  LOGO_PATH,
  PageHead,
  schoolJsonLd,
  useCachedSiteInfo,
} from '@school/shared/seo';
import { useIntl } from 'react-intl';
import { loadCatalog } from '../../../i18n/catalogs';
import { metaMessages } from '../messages';
import { HeroCarousel } from './hero-carousel';
import { LatestNewsSection } from './latest-news-section';
import { LevelsSection } from './levels-section';
import { PromoterSection } from './promoter-section';
import { StatsStrip } from './stats-strip';
import { TestimonialsSection } from './testimonials-section';
import { WelcomeSection } from './welcome-section';
import { WhyUsSection } from './why-us-section';

/**
 * The home page's head: its share preview, and the school itself as structured data (a School,
 * with name, address, phone and hours from the settings, and the logo).
 */
function HomeHead() {
  const intl = useIntl();
  const site = useCachedSiteInfo();
  const locale = useLocaleStore((state) => state.locale);
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
          url: absoluteUrl(localizePath('/', locale)),
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
      <HeroCarousel />
      <StatsStrip />
      <WelcomeSection />
      <WhyUsSection />
      <LevelsSection />
      <TestimonialsSection />
      <PromoterSection />
      <LatestNewsSection />
    </div>
  );
}

export default function HomePage() {
  return (
    <RemoteIntlProvider loadCatalog={loadCatalog}>
      <HomeContent />
    </RemoteIntlProvider>
  );
}
