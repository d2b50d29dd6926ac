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
  // Dictionaries and page code load in parallel, and all before hydration so the first
  // client render matches the server's HTML exactly.
  const [page] = await Promise.all([
    entry.load(),
    loadLocaleAsync(bootstrap.locale),
    ...entry.namespaces.map((ns) => loadNamespaceAsync(bootstrap.locale, ns)),
  ]);
  hydrateRoot(root, <App bootstrap={bootstrap} Page={page.default} />, {
    onRecoverableError(error) {
      console.error('Hydration error', error);
    },
  });
}

void main();
