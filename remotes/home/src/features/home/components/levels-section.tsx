import { ButtonLink, Grid, Section, SectionHeader } from '@school/design-system';
import { Badge, Card, CardBody, CardFooter, CardTitle } from '@school/design-system/display';
import { useLinks } from '@school/shared';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { levelMessages as m } from '../section-messages';

/**
 * The seed's four levels and their ages, each with its section of the admissions page
 * (/inscription#maternelle…; the same anchors as `admissionLevels` in @school/shared, whose
 * data entry this page does not load).
 */
export const LEVELS = [
  {
    id: 'preschool',
    anchor: 'maternelle',
    min: 3,
    max: 5,
    name: m.preschoolName,
    text: m.preschoolText,
    more: m.preschoolMore,
  },
  {
    id: 'primary',
    anchor: 'primaire',
    min: 6,
    max: 11,
    name: m.primaryName,
    text: m.primaryText,
    more: m.primaryMore,
  },
  {
    id: 'middle',
    anchor: 'college',
    min: 12,
    max: 15,
    name: m.middleName,
    text: m.middleText,
    more: m.middleMore,
  },
  {
    id: 'high',
    anchor: 'lycee',
    min: 16,
    max: 18,
    name: m.highName,
    text: m.highText,
    more: m.highMore,
  },
] as const;

export function LevelsSection() {
  const intl = useIntl();
  const links = useLinks();
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId} data-section="levels">
      <SectionHeader
        titleId={titleId}
        eyebrow={intl.formatMessage(m.eyebrow)}
        title={intl.formatMessage(m.title)}
        lead={intl.formatMessage(m.lead)}
      />
      <Grid as="ul" role="list" columns={{ base: 1, sm: 2, lg: 4 }}>
        {LEVELS.map((level) => {
          const name = intl.formatMessage(level.name);
          return (
            <li key={level.id} style={{ listStyle: 'none' }}>
              <Card style={{ height: '100%' }} data-level={level.id}>
                <CardBody>
                  <div>
                    <Badge tone="accent">
                      <bdi>
                        {intl.formatMessage(m.ages, {
                          min: intl.formatNumber(level.min),
                          max: intl.formatNumber(level.max),
                        })}
                      </bdi>
                    </Badge>
                  </div>
                  <CardTitle>{name}</CardTitle>
                  <p>{intl.formatMessage(level.text)}</p>
                </CardBody>
                <CardFooter>
                  <ButtonLink
                    as={Link}
                    to={links.page('/inscription', level.anchor)}
                    variant="outline"
                    size="sm"
                  >
                    {/* The link's text names its level: four links saying only "learn more"
                        tell neither a screen reader's link list nor a search engine anything. */}
                    {intl.formatMessage(level.more)}
                  </ButtonLink>
                </CardFooter>
              </Card>
            </li>
          );
        })}
      </Grid>
    </Section>
  );
}
