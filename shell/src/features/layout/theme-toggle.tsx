import { IconButton, MoonIcon, SunIcon } from '@school/design-system';
import { useResolvedTheme, useThemeStore } from '@school/shared';
import { useIntl } from 'react-intl';
import { m } from '../../i18n/messages';

/** Switches between light and dark; the stored preference starts as "follow the system". */
export function ThemeToggle() {
  const intl = useIntl();
  const resolved = useResolvedTheme();
  const setPreference = useThemeStore((state) => state.setPreference);
  const next = resolved === 'dark' ? 'light' : 'dark';
  const label = intl.formatMessage(next === 'dark' ? m.themeToDark : m.themeToLight);
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
