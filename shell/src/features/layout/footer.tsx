import { Container, FacebookIcon, InstagramIcon, YoutubeIcon } from '@school/design-system';
import {
  openingHoursLines,
  textLangAttribute,
  localizedPath,
  type SocialLinks,
  usePageLocale,
} from '@school/shared';
import type { ComponentType } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSettings } from '@school/shared/data/public';
import { PhoneAndEmailItems } from '../../components/optional-link';
import { RemoteArea } from '../../components/remote-area';
import { WhenVisible } from '../../components/when-visible';
import { m } from '../../i18n/messages';
import { useSiteInfo } from '../../lib/site-info';
import { footerRights, footerSocialLink, footerWords } from './footer-messages';
import { footerLinks } from './nav-links';

const Wrapper = styled.footer`
  margin-block-start: ${({ theme }) => theme.space.xxl};
  background: ${({ theme }) => theme.colors.footer};
  color: #f3efe4;
  a {
    color: #f3efe4;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusInverse};
    outline-offset: 2px;
  }
`;

const Columns = styled(Container)`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space.xl};
  padding-block: ${({ theme }) => theme.space.xxl};
  h2 {
    margin-block: 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: #f1d98a;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  /* Every footer link is a 44 px tall target (WCAG 2.5.5). */
  li > a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
  }
`;

const Social = styled.ul`
  && {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
  /* 44 px targets (WCAG 2.5.5) around 24 px icons. */
  li > a {
    justify-content: center;
    min-width: 2.75rem;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  li > a:hover {
    background: rgba(243, 239, 228, 0.12);
  }
`;

/** The networks the footer links to, in this order, with their icon (names are not translated). */
const networks: readonly {
  key: keyof SocialLinks;
  name: string;
  Icon: ComponentType<{ size?: string }>;
}[] = [
  { key: 'facebook', name: 'Facebook', Icon: FacebookIcon },
  { key: 'instagram', name: 'Instagram', Icon: InstagramIcon },
  { key: 'youtube', name: 'YouTube', Icon: YoutubeIcon },
];

const Bottom = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.lg};
  border-block-start: 1px solid rgba(243, 239, 228, 0.25);
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function Footer() {
  const intl = useIntl();
  const site = useSiteInfo();
  const locale = usePageLocale();
  const name = site.name ?? intl.formatMessage(m.brandName);
  // The year of the settings the footer shows, read when they were (the prerenderer's, for a
  // prerendered page): a page drawn on 31 December and opened on 1 January hydrates with the
  // year it was drawn with, then follows its data. (Bamako is on UTC.)
  const { dataUpdatedAt } = useSettings();
  const year = (dataUpdatedAt ? new Date(dataUpdatedAt) : new Date()).getUTCFullYear();
  const social = networks.filter(({ key }) => site.social[key]);
  return (
    <Wrapper>
      <Columns>
        <section>
          <h2 lang={textLangAttribute(site, 'name', locale)}>{name}</h2>
          <p data-setting="site_description" lang={textLangAttribute(site, 'description', locale)}>
            {site.description ?? intl.formatMessage(footerWords.footerAbout)}
          </p>
          <p data-setting="site_tagline" lang={textLangAttribute(site, 'tagline', locale)}>
            {site.tagline ?? intl.formatMessage(m.brandTagline)}
          </p>
          {social.length > 0 ? (
            <Social aria-label={intl.formatMessage(footerWords.footerSocial)}>
              {social.map(({ key, name: network, Icon }) => (
                <li key={key}>
                  <a
                    href={site.social[key] ?? undefined}
                    rel="noopener noreferrer"
                    target="_blank"
                    aria-label={intl.formatMessage(footerSocialLink, { network })}
                    data-network={key}
                  >
                    <Icon size="1.5rem" />
                  </a>
                </li>
              ))}
            </Social>
          ) : null}
        </section>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">
            <FormattedMessage {...footerWords.footerQuickLinks} />
          </h2>
          <ul>
            {footerLinks.map((link) => (
              <li key={link.prefix}>
                <Link to={localizedPath(link.prefix, locale)}>{link.label[locale]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section>
          <h2>
            <FormattedMessage {...footerWords.footerContact} />
          </h2>
          <ul>
            {site.whatsappUrl ? (
              <li>
                <a href={site.whatsappUrl} rel="noopener noreferrer" target="_blank">
                  <FormattedMessage {...footerWords.footerWhatsapp} />
                </a>
              </li>
            ) : null}
            <PhoneAndEmailItems site={site} />
            <li>
              <address
                style={{ fontStyle: 'normal' }}
                lang={textLangAttribute(site, 'address', locale)}
              >
                {site.address}
              </address>
            </li>
          </ul>
        </section>
        <section>
          <h2>
            <FormattedMessage {...footerWords.footerHours} />
          </h2>
          <ul data-testid="opening-hours">
            {openingHoursLines(site.hours ?? [], locale).map((line) => (
              <li key={line.days}>{line.text}</li>
            ))}
          </ul>
        </section>
      </Columns>
      <Container>
        {/* The newsletter box belongs to the contact remote: fetched only when scrolled near; an
            island on a page that runs no app. */}
        <WhenVisible minHeight="7rem" island="contact/NewsletterBox">
          <RemoteArea id="contact/NewsletterBox" minHeight="7rem" />
        </WhenVisible>
      </Container>
      <Bottom>
        <span>{intl.formatMessage(footerRights, { year, name })}</span>
      </Bottom>
    </Wrapper>
  );
}
