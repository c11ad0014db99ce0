import { Container } from '@school/design-system';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { RemoteArea } from '../../components/remote-area';
import { WhenVisible } from '../../components/when-visible';
import { schoolInfo } from '../../lib/school-info';
import { siteLinks } from './site-links';

const Wrapper = styled.footer`
  margin-block-start: ${({ theme }) => theme.space.xxl};
  background: ${({ theme }) => (theme.name === 'dark' ? theme.colors.surface : '#0b3d27')};
  color: #f3efe4;
  a {
    color: #f3efe4;
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
    gap: ${({ theme }) => theme.space.sm};
  }
`;

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
  return (
    <Wrapper>
      <Columns>
        <section>
          <h2>
            <FormattedMessage id="brand.name" />
          </h2>
          <p>
            <FormattedMessage id="footer.about" />
          </p>
          <p>
            <em>
              <FormattedMessage id="brand.tagline" />
            </em>
          </p>
        </section>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">
            <FormattedMessage id="footer.quickLinks" />
          </h2>
          <ul>
            {siteLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>
                  <FormattedMessage id={link.id} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section>
          <h2>
            <FormattedMessage id="footer.contact" />
          </h2>
          <ul>
            <li>
              <a href={schoolInfo.whatsappHref} rel="noopener noreferrer" target="_blank">
                <FormattedMessage id="footer.whatsapp" />
              </a>
            </li>
            <li>
              <a href={`mailto:${schoolInfo.email}`}>{schoolInfo.email}</a>
            </li>
            <li>
              <address style={{ fontStyle: 'normal' }}>
                <FormattedMessage id="footer.address" />
              </address>
            </li>
          </ul>
        </section>
        <section>
          <h2>
            <FormattedMessage id="footer.hours" />
          </h2>
          <ul>
            <li>
              <FormattedMessage id="footer.hours.weekdays" />
            </li>
            <li>
              <FormattedMessage id="footer.hours.friday" />
            </li>
            <li>
              <FormattedMessage id="footer.hours.saturday" />
            </li>
          </ul>
        </section>
      </Columns>
      <Container>
        {/* The newsletter box belongs to the contact remote: fetched only when scrolled near. */}
        <WhenVisible minHeight="7rem">
          <RemoteArea id="contact/NewsletterBox" minHeight="7rem" />
        </WhenVisible>
      </Container>
      <Bottom>
        <span>
          <FormattedMessage id="footer.rights" values={{ year: new Date().getFullYear() }} />
        </span>
      </Bottom>
    </Wrapper>
  );
}
