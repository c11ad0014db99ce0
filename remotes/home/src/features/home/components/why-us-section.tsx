import { Grid, Section, SectionHeader } from '@school/design-system';
import { Card, CardBody, CardTitle, IconCircle } from '@school/design-system/display';
import { BookIcon, MosqueIcon, ShieldIcon, UsersIcon } from '@school/design-system/icons';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { whyMessages as m } from '../section-messages';

const features = [
  { id: 'quality', icon: <BookIcon />, title: m.qualityTitle, text: m.qualityText },
  { id: 'faith', icon: <MosqueIcon />, title: m.faithTitle, text: m.faithText },
  { id: 'care', icon: <UsersIcon />, title: m.careTitle, text: m.careText },
  { id: 'safe', icon: <ShieldIcon />, title: m.safeTitle, text: m.safeText },
];

export function WhyUsSection() {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Section tone="alt" aria-labelledby={titleId} data-section="why-us">
      <SectionHeader
        titleId={titleId}
        eyebrow={intl.formatMessage(m.eyebrow)}
        title={intl.formatMessage(m.title)}
        lead={intl.formatMessage(m.lead)}
      />
      <Grid
        as="ul"
        role="list"
        columns={{ base: 1, sm: 2, lg: 4 }}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {features.map((feature) => (
          <li key={feature.id}>
            <Card $padded style={{ height: '100%' }} data-feature={feature.id}>
              <IconCircle size="lg" aria-hidden="true">
                {feature.icon}
              </IconCircle>
              <CardBody style={{ padding: 0, paddingBlockStart: '1rem' }}>
                <CardTitle>{intl.formatMessage(feature.title)}</CardTitle>
                <p>{intl.formatMessage(feature.text)}</p>
              </CardBody>
            </Card>
          </li>
        ))}
      </Grid>
    </Section>
  );
}
