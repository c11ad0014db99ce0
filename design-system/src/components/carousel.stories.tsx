import type { Meta, StoryObj } from '@storybook/react';
import { arabic } from '../../.storybook/samples';
import { ArrowEndIcon } from '../icons/icons';
import { heroArtwork } from '../imagery/artwork';
import { ButtonLink } from './button-link';
import { Carousel, type CarouselSlide } from './carousel';
import { HeroSlide } from './hero-slide';

const french = [
  {
    title: 'Bienvenue dans notre complexe scolaire',
    subtitle: 'Éducation, foi et excellence',
    description:
      'De la maternelle au lycée, un programme moderne allié à un enseignement islamique de qualité.',
  },
  {
    title: 'Un enseignement de qualité',
    subtitle: 'Plus de 15 ans d’expérience',
    description: 'Des enseignants qualifiés et engagés pour la réussite de chaque élève.',
  },
  {
    title: 'Préparer un avenir meilleur',
    subtitle: '98 % de réussite',
    description: 'Des valeurs, des savoirs et des compétences pour la vie.',
  },
];

const actions = (
  <>
    <ButtonLink href="/about" variant="secondary" iconEnd={<ArrowEndIcon />}>
      Découvrir l’école
    </ButtonLink>
    <ButtonLink href="/contact" variant="inverse">
      Nous contacter
    </ButtonLink>
  </>
);

const heroSlides = (texts: typeof french): CarouselSlide[] =>
  texts.map((text, index) => ({
    id: `slide-${index}`,
    content: (
      <HeroSlide
        image={heroArtwork[index] ?? ''}
        titleAs={index === 0 ? 'h1' : 'h2'}
        priority={index === 0}
        {...text}
        actions={actions}
      />
    ),
  }));

const frenchLabels = {
  previous: 'Diapositive précédente',
  next: 'Diapositive suivante',
  slide: (n: number, total: number) => `Diapositive ${n} sur ${total}`,
  pause: 'Mettre en pause',
  play: 'Lancer le diaporama',
};

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  args: {
    label: 'Présentation de l’école',
    slides: heroSlides(french),
    labels: frenchLabels,
    interval: 5000,
    transitionDuration: 1000,
  },
  parameters: {
    docs: {
      description: {
        component: `The home hero: a new slide every 5 s, each change taking 1 s, with previous/next
arrows, dots and wrap-around. It stops while hovered or focused, while the tab is hidden, when
paused with its button, and entirely under \`prefers-reduced-motion\` (changes are then instant).
In Arabic the arrows, the slide direction and the artwork mirror. Labels come translated.
React draws its first state only: what turns it and answers its controls is the carousels' one
controller (\`@school/platform/carousel\`), which the site's pages start in their first inline
script, so the hero works on a page that never runs React; here the component starts it.

\`\`\`tsx
<Carousel label={t('hero.label')} interval={5000} transitionDuration={1000}
  labels={{ previous: t('hero.previous'), next: t('hero.next'), pause: t('hero.pause'), play: t('hero.play'),
            slide: (n, total) => t('hero.slide', { n, total }) }}
  slides={slides.map((s, i) => ({ id: s.id, content: <HeroSlide image={heroArtwork[i]} title={s.title} /> }))} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HomeHero: Story = {};
export const Paused: Story = { args: { autoPlay: false, defaultIndex: 1 } };
export const SingleSlide: Story = { args: { slides: heroSlides(french.slice(0, 1)) } };
export const LongArabic: Story = {
  args: {
    label: 'تعريف بالمدرسة',
    labels: {
      previous: 'الشريحة السابقة',
      next: 'الشريحة التالية',
      slide: (n, total) => `الشريحة ${n} من ${total}`,
      pause: 'إيقاف العرض مؤقتاً',
      play: 'تشغيل العرض',
    },
    slides: heroSlides(
      french.map(() => ({
        title: arabic.title,
        subtitle: 'تعليم، إيمان وتميز',
        description: arabic.long,
      })),
    ),
  },
};
