import { lazy, Suspense, type ComponentType } from 'react';

/**
 * Parts of the shell whose code is not needed for the first hydration. The server renders
 * them in place (their modules are resolved once per isolate before rendering); the browser
 * loads their chunks only when React reaches them, and hydrates each on its own (selective
 * hydration keeps the server HTML meanwhile). This keeps the JS that blocks the first
 * hydration small.
 */
const loaders = {
  newsletter: () => import('./layout/NewsletterForm').then((m) => ({ default: m.NewsletterForm })),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

type Name = keyof typeof loaders;

const resolved: Partial<Record<Name, ComponentType>> = {};
const lazies = Object.fromEntries(Object.entries(loaders).map(([name, load]) => [name, lazy(load)])) as unknown as Record<Name, ComponentType>;
let preloading: Promise<void> | null = null;

/** Server only: resolves every deferred module so rendering never suspends. */
export function preloadDeferred(): Promise<void> {
  preloading ??= Promise.all(
    (Object.keys(loaders) as Name[]).map(async (name) => {
      resolved[name] = (await loaders[name]()).default;
    }),
  ).then(() => undefined);
  return preloading;
}

export function Deferred({ name }: { name: Name }) {
  const Component = resolved[name] ?? lazies[name];
  return (
    <Suspense fallback={null}>
      <Component />
    </Suspense>
  );
}
