import type { ReactElement, ReactNode } from 'react';
import {
  useController,
  type Control,
  type ControllerRenderProps,
  type FieldError,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
// Relative: Field is in this entry (./forms) too, so the control inside reads the same context.
import { Field } from './field';

export interface FormFieldProps<Values extends FieldValues, Name extends FieldPath<Values>> {
  control: Control<Values>;
  name: Name;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** Turns a validation error (its message is usually a message id) into translated text. */
  formatError?: (error: FieldError) => ReactNode;
  /** Draws the control with react-hook-form's value, onChange, onBlur, name and ref. */
  render: (field: ControllerRenderProps<Values, Name>) => ReactElement;
}

/**
 * A design-system Field bound to react-hook-form: label, hint and the field's validation error
 * (announced through aria-describedby/aria-invalid), with the control drawn by `render`.
 */
export function FormField<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  label,
  hint,
  required,
  formatError = (error) => error.message,
  render,
}: FormFieldProps<Values, Name>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field
      label={label}
      hint={hint}
      required={required}
      error={fieldState.error ? formatError(fieldState.error) : undefined}
    >
      {render(field)}
    </Field>
  );
}
