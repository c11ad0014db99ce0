import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';

const Root = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${({ theme }) => theme.space.sm};
  align-items: start;
  p {
    grid-column: 2;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p[data-error] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Box = styled.input`
  appearance: none;
  display: inline-grid;
  place-content: center;
  width: 1.375rem;
  height: 1.375rem;
  margin: 0.1rem 0 0;
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &::before {
    content: '';
    width: 0.75rem;
    height: 0.75rem;
    clip-path: polygon(14% 44%, 0 65%, 50% 100%, 100% 16%, 80% 0%, 43% 62%);
    background: ${({ theme }) => theme.colors.onPrimary};
    transform: scale(0);
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  &:checked {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:checked::before {
    transform: scale(1);
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Label = styled.label`
  cursor: pointer;
  input:disabled + & {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label beside it (click the text to toggle). */
export function Checkbox({ label, hint, error, id, ...rest }: CheckboxProps) {
  const generated = useId();
  const boxId = id ?? `checkbox-${generated}`;
  const describedBy = [hint && `${boxId}-hint`, error && `${boxId}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <Root>
      <Box
        {...rest}
        id={boxId}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      <Label htmlFor={boxId}>{label}</Label>
      {hint ? <p id={`${boxId}-hint`}>{hint}</p> : null}
      {error ? (
        <p id={`${boxId}-error`} data-error="">
          {error}
        </p>
      ) : null}
    </Root>
  );
}
