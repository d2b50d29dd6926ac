import { lazy } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { PAGES } from './pages/registry';
import { loadLocaleAsync, loadNamespaceAsync } from './i18n/i18n-util.async';
import { BOOTSTRAP_ELEMENT_ID, type Bootstrap } from '../shared/bootstrap';

async function main() {
  const element = document.getElementById(BOOTSTRAP_ELEMENT_ID);
  const root = document.getElementById('root');
  if (!element || !root) return;
  const bootstrap = JSON.parse(element.textContent ?? '{}') as Bootstrap;
  const entry = PAGES[bootstrap.page];
  // The page's code is not waited for: the shell (header, footer) hydrates as soon as the
  // dictionaries are here, and the page's own Suspense boundary hydrates when its chunk
  // arrives (React's selective hydration keeps the server HTML until then). Dictionaries
  // must be loaded first: the translation functions are built from them at first render.
  const pageModule = entry.load();
  const Page = lazy(() => pageModule);
  await Promise.all([loadLocaleAsync(bootstrap.locale), ...entry.namespaces.map((ns) => loadNamespaceAsync(bootstrap.locale, ns))]);
  hydrateRoot(root, <App bootstrap={bootstrap} Page={Page} />, {
    onRecoverableError(error) {
      console.error('Hydration error', error);
    },
  });
}

void main();
