import { IconButton, MoonIcon, SunIcon } from '@school/design-system';
import { useResolvedTheme, useThemeStore } from '@school/shared';
import { useIntl } from 'react-intl';

/** Switches between light and dark; the stored preference starts as "follow the system". */
export function ThemeToggle() {
  const intl = useIntl();
  const resolved = useResolvedTheme();
  const setPreference = useThemeStore((state) => state.setPreference);
  const next = resolved === 'dark' ? 'light' : 'dark';
  const label = intl.formatMessage({ id: next === 'dark' ? 'theme.toDark' : 'theme.toLight' });
  return (
    <IconButton
      variant="outline"
      label={label}
      title={label}
      data-theme-current={resolved}
      icon={resolved === 'dark' ? <SunIcon /> : <MoonIcon />}
      onClick={() => setPreference(next)}
    />
  );
}
