import styled from 'styled-components';
import { StarIcon } from '../icons/icons';

const Root = styled.span`
  display: inline-flex;
  gap: 0.125rem;
  color: ${({ theme }) => theme.colors.star};
  svg[data-empty] {
    color: ${({ theme }) => theme.colors.borderStrong};
  }
`;

export interface RatingProps {
  value: number;
  max?: number;
  /** What a screen reader hears, already translated: '5 étoiles sur 5'. */
  label: string;
  size?: string;
}

/** A read-only star rating: one image with a text alternative, not five separate stars. */
export function Rating({ value, max = 5, label, size = '1.25rem' }: RatingProps) {
  const filled = Math.max(0, Math.min(max, Math.round(value)));
  return (
    <Root role="img" aria-label={label}>
      {Array.from({ length: max }, (_, index) => (
        <StarIcon key={index} size={size} data-empty={index >= filled || undefined} />
      ))}
    </Root>
  );
}
