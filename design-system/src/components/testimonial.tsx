import type { ReactNode } from 'react';
import styled from 'styled-components';
import { QuoteIcon } from '../icons/icons';
import { Avatar } from './avatar';
import { Rating } from './rating';

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  height: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  > svg {
    color: ${({ theme }) => theme.colors.accent};
    font-size: 2rem;
  }
`;

const Quote = styled.blockquote`
  flex: 1;
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  p {
    margin: 0;
  }
`;

const Caption = styled.figcaption`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  strong {
    display: block;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export interface TestimonialProps {
  quote: ReactNode;
  name: string;
  /** Who they are: 'Parent d’élève', 'Ancien élève'. */
  personRole: ReactNode;
  rating?: number;
  /** The rating's text alternative, already translated: '5 étoiles sur 5'. */
  ratingLabel?: string;
}

/** A quote from a parent or former pupil, with their initials, name, role and a star rating. */
export function Testimonial({ quote, name, personRole, rating, ratingLabel }: TestimonialProps) {
  return (
    <Figure>
      <Top>
        {rating !== undefined && ratingLabel ? (
          <Rating value={rating} label={ratingLabel} />
        ) : (
          <span />
        )}
        <QuoteIcon />
      </Top>
      <Quote>
        <p>{quote}</p>
      </Quote>
      <Caption>
        <Avatar name={name} tone="accent" />
        <div>
          <strong>{name}</strong>
          <span>{personRole}</span>
        </div>
      </Caption>
    </Figure>
  );
}
