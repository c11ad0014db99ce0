import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '../tokens/themes';

/** Renders under the light theme, optionally inside a `dir` element. */
export function renderThemed(ui: ReactNode, dir: 'ltr' | 'rtl' = 'ltr') {
  return render(
    <ThemeProvider theme={lightTheme}>
      <div dir={dir}>{ui}</div>
    </ThemeProvider>,
  );
}
