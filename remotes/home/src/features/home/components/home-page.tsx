import { RemoteIntlProvider } from '@school/shared';
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

function HomeContent() {
  const intl = useIntl();
  return (
    <div
      data-remote="home"
      data-page="home"
      data-build-mark={(import.meta.env.PUBLIC_BUILD_MARK as string | undefined) || undefined}
    >
      <title>{intl.formatMessage(metaMessages.title)}</title>
      <meta name="description" content={intl.formatMessage(metaMessages.description)} />
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
