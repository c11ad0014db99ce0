import { Section, SectionHeader } from '@school/design-system';
import { PageHero } from '@school/design-system/display';
import { HydrateOnDemand, useLinks, withCatalog } from '@school/shared';
import { PageHead } from '@school/shared/seo';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { loadCatalog } from '../../../i18n/catalogs';
import { accessibilityMessages as m } from '../messages';

/** The address of the contact form with the report's subject filled in, in the page's language. */
export function reportAddress(contact: string, subject: string) {
  return `${contact}?${new URLSearchParams({ subject }).toString()}`;
}

function AccessibilityContent() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const links = useLinks();
  const ids = { conformance: useId(), tested: useId(), limits: useId(), report: useId() };
  return (
    <div data-remote="about-direction" data-page="accessibility">
      <PageHead title={t(m.metaTitle)} description={t(m.metaDescription)} kind="default" />
      <PageHero eyebrow={t(m.eyebrow)} title={t(m.title)} subtitle={t(m.subtitle)} />
      {/* Text only: the server's HTML is the page (HydrateOnDemand), no hydration on a phone. */}
      <HydrateOnDemand when="never">
        <Section aria-labelledby={ids.conformance} data-section="conformance" narrow>
          <SectionHeader titleId={ids.conformance} title={t(m.conformanceTitle)} />
          <p>{t(m.conformanceText)}</p>
        </Section>
        <Section tone="alt" aria-labelledby={ids.tested} data-section="tested" narrow>
          <SectionHeader titleId={ids.tested} title={t(m.testedTitle)} />
          <ul>
            <li>{t(m.testedAxe)}</li>
            <li>{t(m.testedKeyboard)}</li>
            <li>{t(m.testedContrast)}</li>
            <li>{t(m.testedLanguage)}</li>
          </ul>
        </Section>
        <Section aria-labelledby={ids.limits} data-section="limits" narrow>
          <SectionHeader titleId={ids.limits} title={t(m.limitsTitle)} />
          <ul>
            <li>{t(m.limitsAlt)}</li>
            <li>{t(m.limitsTranslations)}</li>
            <li>{t(m.limitsManual)}</li>
          </ul>
        </Section>
        <Section tone="alt" aria-labelledby={ids.report} data-section="report" narrow>
          <SectionHeader titleId={ids.report} title={t(m.reportTitle)} />
          <p>{t(m.reportText)}</p>
          <p>
            <a href={reportAddress(links.page('/contact'), t(m.reportSubject))}>
              {t(m.reportLink)}
            </a>
          </p>
          <p>
            <small>{t(m.updated)}</small>
          </p>
        </Section>
      </HydrateOnDemand>
    </div>
  );
}

export default withCatalog(loadCatalog, AccessibilityContent);
