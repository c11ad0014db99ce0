import { useResolvedTheme, useThemeStore } from '@school/shared';
import { useIntl } from 'react-intl';
import styled from 'styled-components';

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

/** Switches between light and dark; the stored preference starts as "follow the system". */
export function ThemeToggle() {
  const intl = useIntl();
  const resolved = useResolvedTheme();
  const setPreference = useThemeStore((state) => state.setPreference);
  const next = resolved === 'dark' ? 'light' : 'dark';
  const label = intl.formatMessage({ id: next === 'dark' ? 'theme.toDark' : 'theme.toLight' });
  return (
    <Toggle
      type="button"
      aria-label={label}
      title={label}
      data-theme-current={resolved}
      onClick={() => setPreference(next)}
    >
      {resolved === 'dark' ? (
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <circle cx="12" cy="12" r="5" />
          <g stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M12 1v3M12 20v3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M1 12h3M20 12h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1" />
          </g>
        </svg>
      ) : (
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        </svg>
      )}
    </Toggle>
  );
}
