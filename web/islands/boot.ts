import { ISLANDS, type IslandName } from './registry';
import { gate } from './gate';
import { BOOTSTRAP_ELEMENT_ID, type Bootstrap } from '../../shared/bootstrap';

/**
 * The only script an islands page loads up front (about 1.3 KB gzip, 3.5 KB with what it
 * imports): it finds the page's islands and hydrates each when it is due (`data-when`): at
 * once, when scrolled into view, or on first interaction. React and the island's code are
 * fetched only then.
 * What a person does before their island is live is replayed (./gate.ts).
 */

let bootstrap: Bootstrap | null = null;
function readBootstrap(): Bootstrap {
  bootstrap ??= JSON.parse(document.getElementById(BOOTSTRAP_ELEMENT_ID)?.textContent ?? '{}') as Bootstrap;
  return bootstrap;
}

/** Sets an island up; returns its hydration when it is due at load, else null. */
function watch(element: HTMLElement): Promise<void> | null {
  const name = element.dataset.island as IslandName;
  const entry = ISLANDS[name];
  if (!entry) return null;
  const hydrate = gate(element, (rooted) => import('./hydrate').then(({ hydrateIsland }) => hydrateIsland(element, entry as never, readBootstrap(), rooted)), name);
  const when = element.dataset.when;
  if (when === 'load' || entry.dueAtLoad?.()) return hydrate();
  if (when === 'visible') {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        void hydrate();
      }
    });
    // The wrapper has no box of its own (display: contents): watch what it holds.
    for (const child of element.children) observer.observe(child);
  }
  return null;
}

const atLoad = [...document.querySelectorAll<HTMLElement>('[data-island]')].map(watch);
// The page is interactive once the islands due at load are live (what is done before any other
// island hydrates is replayed).
void Promise.all(atLoad).then(() => {
  document.documentElement.dataset.hydrated = 'true';
});
