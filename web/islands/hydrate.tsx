import { hydrateRoot } from 'react-dom/client';
import type { ComponentType } from 'react';
import { Shell } from './shell';
import { loadLocaleAsync, loadNamespaceAsync } from '../i18n/i18n-util.async';
import type { Bootstrap } from '../../shared/bootstrap';
import type { IslandEntry } from './registry';

/**
 * Hydrates one island in place: its dictionaries first (the translators are built from them at
 * first render), then its own root with the prefix the server rendered its ids with.
 * `onRoot` runs once React's root exists (from then on React sees the island's events);
 * the promise resolves once the root has committed.
 */
export async function hydrateIsland(element: HTMLElement, entry: IslandEntry<unknown>, bootstrap: Bootstrap, onRoot: () => void): Promise<void> {
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  const [Component] = await Promise.all([
    entry.load(bootstrap, props as never) as Promise<ComponentType<object>>,
    loadLocaleAsync(bootstrap.locale),
    ...entry.namespaces.map((ns) => loadNamespaceAsync(bootstrap.locale, ns)),
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
