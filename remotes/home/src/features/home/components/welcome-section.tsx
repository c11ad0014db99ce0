import { ButtonLink, Section, SectionHeader } from '@school/design-system';
import { ArrowEndIcon } from '@school/design-system/icons';
import { useLinks } from '@school/shared';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { welcomeMessages as m } from '../messages';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 48rem;
  margin-inline: auto;
  text-align: center;
  justify-items: center;
  p {
    margin: 0;
    /* Long paragraphs read better aligned to the start on a phone. */
    @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
      text-align: start;
    }
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: ${({ theme }) => theme.lineHeights.body};
  }
`;

export function WelcomeSection() {
  const intl = useIntl();
  const links = useLinks();
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId} data-section="welcome">
      <SectionHeader
        titleId={titleId}
        eyebrow={intl.formatMessage(m.eyebrow)}
        title={intl.formatMessage(m.title)}
      />
      <Body>
        <p>{intl.formatMessage(m.body1)}</p>
        <p>{intl.formatMessage(m.body2)}</p>
        <ButtonLink as={Link} to={links.page('/about')} iconEnd={<ArrowEndIcon />}>
          {intl.formatMessage(m.more)}
        </ButtonLink>
      </Body>
    </Section>
  );
}
