import { Badge, Card, CardBody, CardTitle, PageHero } from '@school/design-system/display';
import { Button, ButtonLink, Container, Grid, Section, SectionHeader } from '@school/design-system';
import { admissionLevels } from '@school/shared/data/contact';
import { useSettings } from '@school/shared/data/public';
import {
  frenchDe,
  Island,
  localizedSettingText,
  withCatalog,
  usePageLocale,
  type Locale,
} from '@school/shared';
import { PageHead } from '@school/shared/seo';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { FormLead } from '../../../components/form-parts';
import { loadCatalog } from '../../../i18n/catalogs';
import { admissionsMessages as m, agesText, doneMailText, doneText } from '../messages';
import { AdmissionForm } from './admission-form';
import { levelNames, levelTexts } from './level-names';

const LevelCard = styled(Card)`
  height: 100%;
  /* A level reached by its link (#primaire) sits clear of the sticky header. */
  scroll-margin-block-start: 6rem;
  &:target {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const InfoGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  ul {
    margin: 0;
    padding-inline-start: 1.25rem;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const FormCard = styled(Card)`
  scroll-margin-block-start: 6rem;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Reference = styled.p`
  margin: ${({ theme }) => theme.space.md} 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.colors.primary};
`;

/**
 * An e-mail address inside a sentence, in any language: read left to right in its own isolate, and
 * a box of its own, so that a line break never falls inside it while it fits on a line (it moves
 * to the next line whole); one longer than the panel breaks between its characters, left to
 * right, top to bottom.
 */
const Address = styled.bdi`
  display: inline-block;
  max-width: 100%;
  overflow-wrap: anywhere;
  text-align: left;
`;

/** Where the address goes in its sentence, as formatted (a character no catalog uses). */
const ADDRESS_SLOT = '\u2063';

/** A setting's text in the page's language (or the French, marked), one line an item. */
function useAdmissionsText(key: string, locale: Locale) {
  const settings = useSettings();
  const value = settings.data?.find((row) => row.key === key)?.value;
  const found = localizedSettingText(value, locale);
  return found
    ? {
        lines: found.text
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
        lang: found.lang === locale ? undefined : found.lang,
      }
    : null;
}

function InfoList({ title, text }: { title: string; text: ReturnType<typeof useAdmissionsText> }) {
  const titleId = useId();
  if (!text || text.lines.length === 0) return null;
  return (
    <Card $padded as="section" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <ul lang={text.lang}>
        {text.lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </Card>
  );
}

function AdmissionsContent() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = usePageLocale();
  const levelsId = useId();
  const documents = useAdmissionsText('admissions_documents', locale);
  const calendar = useAdmissionsText('admissions_calendar', locale);
  return (
    <div data-remote="contact" data-page="inscription">
      <PageHead title={t(m.metaTitle)} description={t(m.metaDescription)} kind="contact" />
      <PageHero
        eyebrow={t(m.eyebrow)}
        title={t(m.title)}
        subtitle={t(m.subtitle)}
        actions={<ButtonLink href="#pre-inscription">{t(m.toForm)}</ButtonLink>}
      />
      <Section aria-labelledby={levelsId} data-section="levels">
        <SectionHeader titleId={levelsId} title={t(m.levelsTitle)} lead={t(m.levelsLead)} />
        <Grid as="ul" role="list" columns={{ base: 1, sm: 2, lg: 4 }}>
          {admissionLevels.map((level) => (
            <li key={level.id} style={{ listStyle: 'none' }}>
              <LevelCard id={level.anchor} data-level={level.id}>
                <CardBody>
                  <div>
                    <Badge tone="accent">
                      <bdi>
                        {t(agesText, {
                          min: level.minAge,
                          max: level.maxAge,
                        })}
                      </bdi>
                    </Badge>
                  </div>
                  <CardTitle>{t(levelNames[level.id])}</CardTitle>
                  <p>{t(levelTexts[level.id])}</p>
                </CardBody>
              </LevelCard>
            </li>
          ))}
        </Grid>
      </Section>
      {documents || calendar ? (
        <Section tone="pattern" data-section="admissions-info">
          <InfoGrid>
            <InfoList title={t(m.documentsTitle)} text={documents} />
            <InfoList title={t(m.calendarTitle)} text={calendar} />
          </InfoGrid>
        </Section>
      ) : null}
      <Section>
        <Container $narrow>
          <Island module="contact/islands/admission-form">
            <AdmissionsFormCard />
          </Island>
        </Container>
      </Section>
    </div>
  );
}

/**
 * The pre-registration card: the form, then what the office answered (the reference). The page's
 * interactive part: an island of its own on a page of islands (`./islands/admission-form`), with
 * ids of its own (no `useId`).
 */
export function AdmissionsFormCard() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [sent, setSent] = useState<{
    reference: string;
    childName: string;
    email: string;
  } | null>(null);
  return (
    <FormCard $padded as="section" aria-labelledby="pre-inscription-title" id="pre-inscription">
      <h2 id="pre-inscription-title">{t(sent ? m.doneTitle : m.formTitle)}</h2>
      {sent ? (
        <div role="status" data-admission-done="">
          <p>{t(m.doneReference)}</p>
          <Reference dir="ltr" data-reference="">
            {sent.reference}
          </Reference>
          <FormLead>
            {t(doneText, { name: sent.childName, nameDe: frenchDe(sent.childName) })}
          </FormLead>
          {sent.email ? (
            <p data-admission-mail="">
              {t(doneMailText, { email: ADDRESS_SLOT })
                .split(ADDRESS_SLOT)
                .flatMap((text, index) =>
                  index === 0
                    ? [text]
                    : [
                        <Address key="address" dir="ltr" data-address="">
                          {sent.email}
                        </Address>,
                        text,
                      ],
                )}
            </p>
          ) : null}
          <Button variant="outline" onClick={() => setSent(null)}>
            {t(m.doneAnother)}
          </Button>
        </div>
      ) : (
        <>
          <FormLead>{t(m.formLead)}</FormLead>
          <AdmissionForm
            onSent={(reference, childName, email) => setSent({ reference, childName, email })}
          />
        </>
      )}
    </FormCard>
  );
}

export default withCatalog(loadCatalog, AdmissionsContent);
