import { ISLAND_LOADERS } from './loaders';
import { PAGE_ISLAND } from './collect';
import { gate } from './gate';
import type { DueAtLoad } from './Island';
import { BOOTSTRAP_ELEMENT_ID, type Bootstrap } from '../../shared/bootstrap';

/**
 * The only script an islands page loads up front (about 1.5 KB gzip, 3.5 KB with what it
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

/** What makes an island due at load whatever its `when` (`data-due`, ./Island.tsx). */
const DUE: Record<DueAtLoad, () => boolean> = {
  // An auth email link landed here: a PKCE code, a session, or the error it failed with.
  emailLink: () => /[?&#](code|access_token|error_code)=/.test(window.location.search + window.location.hash),
};

/** Sets an island up; returns its hydration when it is due at load, else null. */
function watch(element: HTMLElement): Promise<void> | null {
  const name = element.dataset.island ?? '';
  // The page island's code is the page's chunk, named in its props (./hydrate.tsx).
  const load = name === PAGE_ISLAND ? null : ISLAND_LOADERS[name];
  if (load === undefined) return null;
  const hydrate = gate(element, (rooted) => import('./hydrate').then(({ hydrateIsland }) => hydrateIsland(element, load, readBootstrap(), rooted)), name);
  const when = element.dataset.when;
  if (when === 'load' || DUE[element.dataset.due as DueAtLoad]?.()) return hydrate();
  if (when === 'visible' || when === 'engaged') {
    const observe = () => {
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          void hydrate();
        }
      });
      // The wrapper has no box of its own (display: contents): watch what it holds.
      for (const child of element.children) observer.observe(child);
    };
    if (when === 'visible') observe();
    else afterFirstInput(observe);
  }
  return null;
}

const FIRST_INPUT = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'pointermove', 'keydown', 'focusin'] as const;
let inputSeen = false;
const waitingForInput: (() => void)[] = [];

/** Runs `then` once the person has used the page at all ('engaged' islands, ./Island.tsx). */
function afterFirstInput(then: () => void) {
  if (inputSeen) return then();
  if (waitingForInput.push(then) > 1) return;
  const seen = () => {
    inputSeen = true;
    for (const type of FIRST_INPUT) window.removeEventListener(type, seen, true);
    for (const waiting of waitingForInput.splice(0)) waiting();
  };
  for (const type of FIRST_INPUT) window.addEventListener(type, seen, { capture: true, passive: true });
}

const atLoad = [...document.querySelectorAll<HTMLElement>('[data-island]')].map(watch);
// The page is interactive once the islands due at load are live (what is done before any other
// island hydrates is replayed).
void Promise.all(atLoad).then(() => {
  document.documentElement.dataset.hydrated = 'true';
});
