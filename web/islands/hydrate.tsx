import { hydrateRoot } from 'react-dom/client';
import type { ComponentType } from 'react';
import { Shell } from './shell';
import { loadLocaleAsync, loadNamespaceAsync } from '../i18n/i18n-util.async';
import type { Bootstrap } from '../../shared/bootstrap';
import type { Namespaces } from '../i18n/i18n-types';
import type { IslandDefinition, PageIslandProps } from './Island';

/** The page island's code: the page module, at the URL the server put in its props (./Island.tsx, PageIsland). */
async function loadPage({ chunk }: PageIslandProps): Promise<ComponentType<object>> {
  const module = (await import(/* @vite-ignore */ chunk)) as { default: ComponentType<object> };
  return module.default;
}

/**
 * Hydrates one island in place: its code (`load`, its `*.island.tsx` chunk; null for the page
 * island) and dictionaries (`data-namespaces`) first, together (the translators are built from
 * them at first render), then its own root with the prefix the server rendered its ids with.
 * `onRoot` runs once React's root exists (from then on React sees the island's events);
 * the promise resolves once the root has committed.
 */
export async function hydrateIsland(element: HTMLElement, load: (() => Promise<IslandDefinition<object>>) | null, bootstrap: Bootstrap, onRoot: () => void): Promise<void> {
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  const namespaces = (element.dataset.namespaces?.split(',') ?? []) as Namespaces[];
  const [Component] = await Promise.all([
    load ? load().then((island) => island.component) : loadPage(props as PageIslandProps),
    loadLocaleAsync(bootstrap.locale),
    ...namespaces.map((ns) => loadNamespaceAsync(bootstrap.locale, ns)),
  ]);
  await new Promise<void>((resolve) => {
    hydrateRoot(
      element,
      <Shell bootstrap={bootstrap} onHydrated={resolve}>
        <Component {...props} />
      </Shell>,
      {
        identifierPrefix: element.dataset.prefix,
        onRecoverableError(error) {
          console.error('Hydration error', element.dataset.island, error);
        },
      },
    );
    onRoot();
  });
}
