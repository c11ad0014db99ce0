import { Grid, Section, SectionHeader } from '@school/design-system';
import {
  Card,
  CardBody,
  CardTitle,
  IconCircle,
  PageHero,
  Stat,
} from '@school/design-system/display';
import {
  AwardIcon,
  HeartIcon,
  MosqueIcon,
  ShieldIcon,
  TargetIcon,
  EyeIcon,
} from '@school/design-system/icons';
import { Timeline } from '@school/design-system/content';
import { HydrateOnDemand, withCatalog } from '@school/shared';
import { PageHead } from '@school/shared/seo';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { loadCatalog } from '../../../i18n/catalogs';
import { aboutMessages as m } from '../messages';

/** The mission and the vision, each a section of its own (its heading's id labels it). */
const STATEMENTS = [
  { id: 'about-mission', icon: <TargetIcon />, title: m.missionTitle, text: m.missionText },
  { id: 'about-vision', icon: <EyeIcon />, title: m.visionTitle, text: m.visionText },
];

export const VALUES = [
  { id: 'faith', icon: <MosqueIcon />, title: m.faithTitle, text: m.faithText },
  { id: 'excellence', icon: <AwardIcon />, title: m.excellenceTitle, text: m.excellenceText },
  { id: 'respect', icon: <HeartIcon />, title: m.respectTitle, text: m.respectText },
  { id: 'integrity', icon: <ShieldIcon />, title: m.integrityTitle, text: m.integrityText },
];

export const MILESTONES = [
  { year: 2009, title: m.y2009Title, text: m.y2009Text },
  { year: 2015, title: m.y2015Title, text: m.y2015Text },
  { year: 2020, title: m.y2020Title, text: m.y2020Text },
  { year: 2024, title: m.y2024Title, text: m.y2024Text },
];

/** One of the page's cards: an icon in its circle, a heading (given drawn) and a sentence. */
function IconCard({
  icon,
  heading,
  text,
  ...card
}: { icon: ReactNode; heading: ReactNode; text: string } & ComponentProps<typeof Card>) {
  return (
    <Card $padded {...card}>
      <IconCircle size="lg" aria-hidden="true">
        {icon}
      </IconCircle>
      <CardBody style={{ padding: 0, paddingBlockStart: '1rem' }}>
        {heading}
        <p>{text}</p>
      </CardBody>
    </Card>
  );
}

function AboutContent() {
  const intl = useIntl();
  const valuesId = useId();
  const historyId = useId();
  const t = intl.formatMessage;
  return (
    <div data-remote="about-direction" data-page="about">
      <PageHead title={t(m.metaTitle)} description={t(m.metaDescription)} kind="about" />
      <PageHero eyebrow={t(m.eyebrow)} title={t(m.title)} subtitle={t(m.subtitle)} />
      {/* Text and pictures with nothing to do: the server's HTML is the page, hydrated only
          when the page changes (HydrateOnDemand), so the page costs no hydration on a phone. */}
      <HydrateOnDemand when="never">
        <Section data-section="mission-vision">
          <Grid columns={{ base: 1, md: 2 }}>
            {STATEMENTS.map((statement) => (
              <IconCard
                key={statement.id}
                as="section"
                aria-labelledby={statement.id}
                icon={statement.icon}
                heading={
                  <CardTitle as="h2" id={statement.id}>
                    {t(statement.title)}
                  </CardTitle>
                }
                text={t(statement.text)}
              />
            ))}
          </Grid>
        </Section>
        <Section tone="alt" aria-labelledby={valuesId} data-section="values">
          <SectionHeader titleId={valuesId} eyebrow={t(m.valuesEyebrow)} title={t(m.valuesTitle)} />
          <Grid as="ul" role="list" columns={{ base: 1, sm: 2, lg: 4 }}>
            {VALUES.map((value) => (
              <li key={value.id} style={{ listStyle: 'none' }} data-value={value.id}>
                <IconCard
                  style={{ height: '100%' }}
                  icon={value.icon}
                  heading={<CardTitle>{t(value.title)}</CardTitle>}
                  text={t(value.text)}
                />
              </li>
            ))}
          </Grid>
        </Section>
        <Section aria-labelledby={historyId} data-section="history" narrow>
          <SectionHeader
            titleId={historyId}
            eyebrow={t(m.historyEyebrow)}
            title={t(m.historyTitle)}
          />
          <Timeline
            items={MILESTONES.map((milestone) => ({
              id: String(milestone.year),
              when: intl.formatNumber(milestone.year, { useGrouping: false }),
              title: t(milestone.title),
              description: t(milestone.text),
            }))}
          />
        </Section>
        <Section tone="primary" spacing="md" data-section="figures" aria-label={t(m.figuresTitle)}>
          <Grid columns={{ base: 2 }}>
            <Stat value={t(m.plus, { value: intl.formatNumber(500) })} label={t(m.studentsLabel)} />
            <Stat value={intl.formatNumber(0.98, { style: 'percent' })} label={t(m.successLabel)} />
          </Grid>
        </Section>
      </HydrateOnDemand>
    </div>
  );
}

export default withCatalog(loadCatalog, AboutContent);
