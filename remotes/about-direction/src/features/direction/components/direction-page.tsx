import { Grid, Section, SectionHeader } from '@school/design-system';
import { Avatar, Card, CardBody, CardTitle, PageHero } from '@school/design-system/display';
import { QuoteIcon } from '@school/design-system/icons';
import { HydrateOnDemand, withCatalog } from '@school/shared';
import { PageHead } from '@school/shared/seo';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { loadCatalog } from '../../../i18n/catalogs';
import { directionMessages as m } from '../messages';

/** The nine members of the leadership team, in the seed's order (names are proper nouns). */
export const STAFF = [
  {
    id: 'general-director',
    name: 'Mamadou Diallo',
    title: m.generalDirector,
    text: m.generalDirectorText,
  },
  {
    id: 'pedagogic-director',
    name: 'Seydou Sangaré',
    title: m.pedagogicDirector,
    text: m.pedagogicDirectorText,
  },
  {
    id: 'administrative-director',
    name: 'Adama Konaté',
    title: m.administrativeDirector,
    text: m.administrativeDirectorText,
  },
  {
    id: 'general-secretary',
    name: 'Mariam Cissé',
    title: m.generalSecretary,
    text: m.generalSecretaryText,
  },
  {
    id: 'general-supervisor',
    name: 'Bakary Sidibé',
    title: m.generalSupervisor,
    text: m.generalSupervisorText,
  },
  {
    id: 'general-supervisor-2',
    name: 'Boubacar Dembélé',
    title: m.generalSupervisor2,
    text: m.generalSupervisor2Text,
  },
  {
    id: 'arabic-supervisor',
    name: 'Cheick Haïdara',
    title: m.arabicSupervisor,
    text: m.arabicSupervisorText,
  },
  {
    id: 'second-cycle-director',
    name: 'Souleymane Doumbia',
    title: m.secondCycleDirector,
    text: m.secondCycleDirectorText,
  },
  { id: 'annex-director', name: 'Modibo Sylla', title: m.annexDirector, text: m.annexDirectorText },
] as const;

const Letter = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.body};
  > svg {
    color: ${({ theme }) => theme.colors.accent};
    font-size: 2.5rem;
  }
  p {
    margin: 0;
  }
  footer {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Member = styled(Card)`
  align-items: center;
  text-align: center;
  height: 100%;
  padding-block-start: ${({ theme }) => theme.space.lg};
`;

function DirectionContent() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const wordId = useId();
  const teamId = useId();
  return (
    <div data-remote="about-direction" data-page="direction">
      <PageHead title={t(m.metaTitle)} description={t(m.metaDescription)} kind="direction" />
      <PageHero eyebrow={t(m.eyebrow)} title={t(m.title)} subtitle={t(m.subtitle)} />
      {/* Text and pictures with nothing to do: the server's HTML is the page, hydrated only
          when the page changes (HydrateOnDemand), so the page costs no hydration on a phone. */}
      <HydrateOnDemand when="never">
        <Section aria-labelledby={wordId} data-section="promoter-word" narrow>
          <SectionHeader titleId={wordId} title={t(m.wordTitle)} />
          <Letter>
            <QuoteIcon aria-hidden="true" />
            <blockquote style={{ margin: 0, display: 'grid', gap: '1rem' }}>
              {[m.word1, m.word2, m.word3, m.word4].map((paragraph) => (
                <p key={paragraph.id}>{t(paragraph)}</p>
              ))}
            </blockquote>
            <footer>{t(m.wordSignature)}</footer>
          </Letter>
        </Section>
        <Section tone="alt" aria-labelledby={teamId} data-section="team">
          <SectionHeader
            titleId={teamId}
            eyebrow={t(m.teamEyebrow)}
            title={t(m.teamTitle)}
            lead={t(m.teamLead)}
          />
          <Grid as="ul" role="list" columns={{ base: 1, sm: 2, lg: 3 }}>
            {STAFF.map((member) => (
              <li key={member.id} style={{ listStyle: 'none' }} data-staff={member.id}>
                <Member>
                  <Avatar name={member.name} size="xl" />
                  <CardBody>
                    <CardTitle>{t(member.title)}</CardTitle>
                    <strong>
                      <bdi>{member.name}</bdi>
                    </strong>
                    <p>{t(member.text)}</p>
                  </CardBody>
                </Member>
              </li>
            ))}
          </Grid>
        </Section>
      </HydrateOnDemand>
    </div>
  );
}

export default withCatalog(loadCatalog, DirectionContent);
