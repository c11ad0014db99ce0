import { Container } from '@school/design-system';
import { useLinks } from '@school/shared';
import { PageHead } from '@school/shared/seo';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { notFoundWords } from './not-found-messages';

const Wrapper = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.xxl};
  text-align: center;
`;

const Badge = styled.span`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 800;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  a,
  button {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding-inline: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
  }
  a {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    border: 2px solid ${({ theme }) => theme.colors.primary};
  }
  button {
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    border: 2px solid ${({ theme }) => theme.colors.border};
  }
`;

export function NotFoundPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const intl = useIntl();
  const links = useLinks();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <Wrapper data-page="not-found">
      <PageHead
        title={intl.formatMessage(notFoundWords.notFoundDocumentTitle)}
        description={intl.formatMessage(notFoundWords.notFoundText)}
        kind="default"
        noindex
      />
      <Badge aria-hidden="true">404</Badge>
      <h1>
        <FormattedMessage {...notFoundWords.notFoundTitle} />
      </h1>
      <p>
        <FormattedMessage {...notFoundWords.notFoundText} />
      </p>
      <Actions>
        <Link to={links.home()}>
          <FormattedMessage {...notFoundWords.notFoundHome} />
        </Link>
        <button type="button" onClick={() => void navigate(-1)}>
          <FormattedMessage {...notFoundWords.notFoundBack} />
        </button>
      </Actions>
      <Link to={links.page('/contact')}>
        <FormattedMessage {...notFoundWords.notFoundContact} />
      </Link>
    </Wrapper>
  );
}
