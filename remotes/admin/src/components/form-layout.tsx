import styled from 'styled-components';

// The layout pieces the back office's record forms share (notices, events, documents).

/** Fields side by side on a wide dialog, one under the other on a phone. */
export const FormRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

/** The form's buttons, at its end. */
export const FormFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
