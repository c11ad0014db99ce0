import { Container } from '@school/design-system';
import { FormattedMessage } from 'react-intl';

export function SectionPage({ section }: { section: 'dashboard' | 'content' | 'users' | 'settings' }) {
  return (
    <Container data-page={`admin-${section}`}>
      <h1>
        <FormattedMessage id={`admin.nav.${section}`} />
      </h1>
    </Container>
  );
}
