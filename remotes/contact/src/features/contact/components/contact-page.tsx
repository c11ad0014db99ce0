import { Card, PageHero } from '@school/design-system/display';
import {
  ButtonLink,
  Container,
  Section,
  SectionHeader,
  VisuallyHidden,
} from '@school/design-system';
import { MapPinIcon } from '@school/design-system/icons';
import { Island, withCatalog, textLangAttribute } from '@school/shared';
import { PageHead } from '@school/shared/seo';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { FormLead } from '../../../components/form-parts';
import { loadCatalog } from '../../../i18n/catalogs';
import { mapHref, useSiteInfo } from '../hooks/use-site-info';
import { contactMessages as m } from '../messages';
import { ContactForm } from './contact-form';
import { ContactInfo } from './contact-info';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: 2fr 1fr;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Location = styled(Card)`
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

function ContactContent() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const formId = useId();
  const infoId = useId();
  const locationId = useId();
  const { info, isPending, locale } = useSiteInfo();
  return (
    <div data-remote="contact" data-page="contact">
      <PageHead title={t(m.metaTitle)} description={t(m.metaDescription)} kind="contact" />
      <PageHero eyebrow={t(m.eyebrow)} title={t(m.title)} subtitle={t(m.subtitle)} />
      <Section>
        <Layout>
          <Card $padded as="section" aria-labelledby={formId}>
            <h2 id={formId}>{t(m.formTitle)}</h2>
            <FormLead>{t(m.formLead)}</FormLead>
            <Island module="contact/islands/contact-form">
              <ContactForm />
            </Island>
          </Card>
          <section aria-labelledby={infoId}>
            <h2 id={infoId}>{t(m.infoTitle)}</h2>
            <ContactInfo info={info} isPending={isPending} locale={locale} />
          </section>
        </Layout>
      </Section>
      <Section tone="pattern" aria-labelledby={locationId} data-section="location">
        <Container $narrow>
          <SectionHeader titleId={locationId} title={t(m.locationTitle)} lead={t(m.locationText)} />
          <Location $padded>
            <MapPinIcon size="2.5rem" aria-hidden="true" />
            <p>
              <strong lang={textLangAttribute(info, 'address', locale)}>{info.address}</strong>
            </p>
            {info.address ? (
              <ButtonLink href={mapHref(info.address)} target="_blank" rel="noopener noreferrer">
                {t(m.openMap)} <VisuallyHidden>{t(m.newWindow)}</VisuallyHidden>
              </ButtonLink>
            ) : null}
          </Location>
        </Container>
      </Section>
    </div>
  );
}

export default withCatalog(loadCatalog, ContactContent);
