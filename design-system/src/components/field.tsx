import { createContext, useContext, useId, type AriaAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
// Through the package's name: the main entry's icons (this module is ./forms', bundled by each form).
import { AlertIcon } from '@school/design-system';

interface FieldContextValue {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

const FieldContext = createContext<FieldContextValue | null>(null);

interface ControlA11yProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
  required?: boolean;
}

/**
 * The id, description and validity a control gets from the Field around it. Props given to the
 * control directly win; descriptions are joined, so both are read.
 */
export function useFieldControl<P extends ControlA11yProps>(props: P): P {
  const field = useContext(FieldContext);
  if (!field) return props;
  const describedBy = [field.describedBy, props['aria-describedby']].filter(Boolean).join(' ');
  return {
    ...props,
    id: props.id ?? field.id,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
    required: props.required ?? (field.required || undefined),
  };
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Required = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-inline-start: ${({ theme }) => theme.space.xxs};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  svg {
    margin-block-start: 0.2em;
  }
`;

export interface FieldProps {
  label: ReactNode;
  /** The control (Input, TextArea, Select, FileInput): it picks up id and descriptions. */
  children: ReactNode;
  hint?: ReactNode;
  /** The validation message, already translated; marks the control invalid. */
  error?: ReactNode;
  required?: boolean;
  /** Use when the control needs a known id (a test, a label elsewhere). */
  id?: string;
  className?: string;
}

/**
 * A labelled form control with its hint and error text. The control is wired to them through
 * `aria-describedby` and `aria-invalid` without any prop on it.
 */
export function Field({
  label,
  children,
  hint,
  error,
  required = false,
  id,
  className,
}: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Root className={className}>
      <Label htmlFor={controlId}>
        {label}
        {required ? <Required aria-hidden="true">*</Required> : null}
      </Label>
      <FieldContext.Provider
        value={{ id: controlId, describedBy, invalid: Boolean(error), required }}
      >
        {children}
      </FieldContext.Provider>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? (
        <ErrorText id={errorId}>
          <AlertIcon size="1em" />
          <span>{error}</span>
        </ErrorText>
      ) : null}
    </Root>
  );
}
