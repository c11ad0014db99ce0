import { resetBetweenFiles as resetDocumentBetweenFiles } from '@school/design-system/testing/reset';
import { resetLiveForTests } from '../live/live';
import { resetLiveTriggersForTests } from '../live/live-triggers';
import { openHeldParts } from '../runtime/hydrate-on-demand';
import { resetRuntimeConfigForTests } from '../runtime/runtime-config';
import { resetIdleForTests } from '../runtime/when-idle';
import { setServerOrigin } from '../seo/site-origin';
import { resetAuthForTests, useAuthStore } from '../stores/auth-store';
import { followAddress } from '../stores/locale-store';
import { restoreThemePreference } from '../stores/theme-store';
import { setSupabaseForTests } from '../supabase/client';
import { setRenderDefaults } from './render';

/**
 * Call it from a package's vitest setup file (the shared package's, the shell's, each
 * remote's): its test files run without per-file isolation, sharing a worker's jsdom and loaded
 * modules. After each file, besides the document, timers, stubs and spies (the design system's
 * `resetBetweenFiles`), the shell's stores and the page's module state (the runtime
 * configuration, the live state, the Supabase client) go back to what a freshly loaded page has,
 * and render() forgets the package's defaults (the setup file sets them again before the next
 * file).
 */
export function resetBetweenFiles() {
  resetDocumentBetweenFiles(() => {
    resetAuthForTests();
    useAuthStore.setState(useAuthStore.getInitialState(), true);
    followAddress('/');
    // The storage is empty by now: no theme is stored.
    restoreThemePreference();
    resetLiveForTests();
    resetLiveTriggersForTests();
    resetIdleForTests();
    setSupabaseForTests(null);
    resetRuntimeConfigForTests();
    setServerOrigin('');
    // Parts of an unmounted page that still held their server HTML.
    openHeldParts();
    setRenderDefaults({});
  });
}
