import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { LocaleIntlProvider } from './remote-intl';

const messages = { hello: 'Bonjour {name}' };

describe('LocaleIntlProvider', () => {
  it('keeps one intl object while the language and the messages stay, and makes a new one when they change', () => {
    const seen: IntlShape[] = [];
    function Reader() {
      const intl = useIntl();
      seen.push(intl);
      return <p>{intl.formatMessage({ id: 'hello' }, { name: 'Awa' })}</p>;
    }
    let redraw = () => {};
    function Page({ locale }: { locale: 'fr' | 'en' }) {
      const [count, setCount] = useState(0);
      redraw = () => setCount(count + 1);
      return (
        <LocaleIntlProvider locale={locale} messages={messages}>
          <Reader />
        </LocaleIntlProvider>
      );
    }
    const { rerender, container } = render(<Page locale="fr" />);
    expect(container.textContent).toBe('Bonjour Awa');
    // The parent draws again (a store changed, the theme changed): same intl object.
    rerender(<Page locale="fr" />);
    act(() => redraw());
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(new Set(seen).size).toBe(1);
    rerender(<Page locale="en" />);
    expect(seen.at(-1)).not.toBe(seen[0]);
    expect(seen.at(-1)?.locale).toBe('en');
  });
});
