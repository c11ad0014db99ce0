import { Container } from '@school/design-system';
import { FormattedMessage } from 'react-intl';
import { adminMessages } from '../../../i18n/admin-messages';

export function SectionPage({
  section,
}: {
  section: 'dashboard' | 'content' | 'users' | 'settings';
}) {
  return (
    <Container data-page={`admin-${section}`}>
      <h1>
        <FormattedMessage {...adminMessages[`admin.nav.${section}`]} />
      </h1>
    </Container>
  );
}
