import styled from 'styled-components';

// The list of a back-office screen's records (notices, events, admissions): one bordered card
// per record, its text beside its actions, wrapping on a phone.

export const RecordList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const RecordItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  > div {
    flex: 1 1 16rem;
    min-width: 0;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A record's buttons, kept on one line beside its text. */
export const RecordActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  flex: none !important;
`;
