import { ButtonLink, Section } from '@school/design-system';
import { ArrowEndIcon, QuoteIcon } from '@school/design-system/icons';
import { useLinks } from '@school/shared';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { promoterImage } from '../data/images';
import { promoterMessages as m } from '../messages';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(14rem, 20rem) 1fr;
  }
`;

const Portrait = styled.picture`
  display: block;
  max-width: 20rem;
  margin-inline: auto;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 5;
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.lg};
    border: 4px solid ${({ theme }) => theme.colors.accent};
  }
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxxl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  blockquote {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: ${({ theme }) => theme.lineHeights.body};
  }
  blockquote p {
    margin: 0;
  }
  > svg {
    color: ${({ theme }) => theme.colors.accent};
    font-size: 2.5rem;
  }
`;

const Eyebrow = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Signature = styled.p`
  margin: 0;
  display: grid;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function PromoterSection() {
  const intl = useIntl();
  const links = useLinks();
  const titleId = useId();
  return (
    <Section tone="alt" aria-labelledby={titleId} data-section="promoter">
      <Layout>
        <Portrait>
          {promoterImage.sources.map((source) => (
            <source
              key={source.type}
              type={source.type}
              srcSet={source.srcSet}
              sizes="(min-width: 768px) 20rem, 80vw"
            />
          ))}
          <img
            src={promoterImage.src}
            srcSet={promoterImage.srcSet}
            sizes="(min-width: 768px) 20rem, 80vw"
            width={promoterImage.width}
            height={promoterImage.height}
            alt={intl.formatMessage(m.alt)}
            loading="lazy"
            decoding="async"
          />
        </Portrait>
        <Text>
          <Eyebrow>{intl.formatMessage(m.eyebrow)}</Eyebrow>
          <h2 id={titleId}>{intl.formatMessage(m.title)}</h2>
          <QuoteIcon aria-hidden="true" />
          <blockquote>
            <p>{intl.formatMessage(m.quote)}</p>
          </blockquote>
          <Signature>
            <strong>{intl.formatMessage(m.name)}</strong>
            <span>{intl.formatMessage(m.position)}</span>
          </Signature>
          <ButtonLink
            as={Link}
            to={links.page('/direction')}
            variant="outline"
            iconEnd={<ArrowEndIcon />}
          >
            {intl.formatMessage(m.more)}
          </ButtonLink>
        </Text>
      </Layout>
    </Section>
  );
}
