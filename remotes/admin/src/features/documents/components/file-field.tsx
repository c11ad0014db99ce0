import { useId } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  label {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  input::file-selector-button {
    margin-inline-end: ${({ theme }) => theme.space.md};
    min-height: 2.75rem;
    padding-inline: ${({ theme }) => theme.space.md};
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radii.md};
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    cursor: pointer;
  }
  [role='alert'] {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** What the bucket takes (the migration's allowed_mime_types). */
export const DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp';

export interface FileFieldProps {
  label: string;
  hint: string;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  onFile: (file: File | null) => void;
}

/**
 * A labelled file input for a document's file, its hint and its error (announced, and tied to the
 * input by aria-describedby). The chosen file stays chosen when it is refused.
 */
export function FileField({ label, hint, error, required, disabled, onFile }: FileFieldProps) {
  const id = useId();
  return (
    <Wrapper>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={DOCUMENT_ACCEPT}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onFile(event.currentTarget.files?.[0] ?? null)}
      />
      <small id={`${id}-hint`}>{hint}</small>
      {error ? (
        <p id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </Wrapper>
  );
}
