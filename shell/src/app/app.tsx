import type { PageData } from '@school/shared';
import { PreviewBanner } from '../features/preview/preview-banner';
import { Providers } from './providers';
import { ShellRouter } from './shell-router';

export function App({ pageData }: { pageData: PageData }) {
  return (
    <Providers pageData={pageData}>
      {/* Nothing unless an admin previews a version (never on a page being hydrated). */}
      <PreviewBanner />
      <ShellRouter />
    </Providers>
  );
}
