import { parseRuntimeConfig, setRuntimeConfig } from '@school/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadRuntimeConfig } from './lib/load-runtime-config';
import { registerRemoteMap } from './lib/remotes';

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // <html lang dir> and the theme are already set by index.html's early script; Providers keeps
  // them in step from the first render on.
  try {
    const config = await loadRuntimeConfig();
    setRuntimeConfig(config);
    registerRemoteMap(config.remotes);
  } catch (error) {
    // Without the map every remote area shows its fallback; the shell itself still works.
    console.error('Runtime configuration unavailable', error);
    setRuntimeConfig(parseRuntimeConfig({ remotes: {} }));
  }
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
