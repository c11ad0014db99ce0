import { ButtonLink, Carousel, HeroSlide } from '@school/design-system';
import { useLinks } from '@school/shared';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { heroImages } from '../data/images';
import { heroMessages as m } from '../messages';

const slides = [
  {
    id: 'campus',
    image: heroImages[0],
    title: m.slide1Title,
    subtitle: m.slide1Subtitle,
    description: m.slide1Description,
    alt: m.slide1Alt,
  },
  {
    id: 'learning',
    image: heroImages[1],
    title: m.slide2Title,
    subtitle: m.slide2Subtitle,
    description: m.slide2Description,
    alt: m.slide2Alt,
  },
  {
    id: 'community',
    image: heroImages[2],
    title: m.slide3Title,
    subtitle: m.slide3Subtitle,
    description: m.slide3Description,
    alt: m.slide3Alt,
  },
] as const;

/** The seed's hero: 3 slides, a new one every 5 s, each change taking 1 s. */
export const HERO_INTERVAL_MS = 5000;
export const HERO_TRANSITION_MS = 1000;

export function HeroCarousel() {
  const intl = useIntl();
  const links = useLinks();
  return (
    <Carousel
      label={intl.formatMessage(m.label)}
      interval={HERO_INTERVAL_MS}
      transitionDuration={HERO_TRANSITION_MS}
      labels={{
        previous: intl.formatMessage(m.previous),
        next: intl.formatMessage(m.next),
        slide: (position, total) => intl.formatMessage(m.slide, { position, total }),
        pause: intl.formatMessage(m.pause),
        play: intl.formatMessage(m.play),
      }}
      slides={slides.map((slide, index) => ({
        id: slide.id,
        content: (
          <HeroSlide
            priority={index === 0}
            titleAs={index === 0 ? 'h1' : 'h2'}
            image={{ ...slide.image, sizes: '100vw', alt: intl.formatMessage(slide.alt) }}
            title={intl.formatMessage(slide.title)}
            subtitle={intl.formatMessage(slide.subtitle)}
            description={intl.formatMessage(slide.description)}
            actions={
              <>
                <ButtonLink as={Link} to={links.page('/about')} variant="secondary" size="lg">
                  {intl.formatMessage(m.discover)}
                </ButtonLink>
                <ButtonLink as={Link} to={links.page('/contact')} variant="inverse" size="lg">
                  {intl.formatMessage(m.contact)}
                </ButtonLink>
              </>
            }
          />
        ),
      }))}
    />
  );
}
