import { FormattedMessage } from 'react-intl';

export function SectionPage({ section }: { section: 'dashboard' | 'content' | 'users' | 'settings' }) {
  return (
    <section data-page={`admin-${section}`} style={{ padding: '1.5rem' }}>
      <h1>
        <FormattedMessage id={`admin.nav.${section}`} />
      </h1>
    </section>
  );
}
