import { createElement, lazy, Suspense, useCallback, useEffect, type ComponentType, type ReactNode } from 'react';
import { gate } from './islands/gate';
import { contents } from './islands/island.css';

/** Server only: the load of every part declared so far (a page's render waits for them all). */
const serverLoads: Promise<unknown>[] = [];

export interface LazyPartOptions {
  /** Browser: fetch the chunk as soon as the declaring module runs, not when first rendered. */
  prefetch?: boolean;
  /**
   * 'interaction': the part stays server HTML until first used (pointer, focus, touch): its code
   * is fetched then, and what was done meanwhile is replayed (web/islands/gate.ts). For a heavy
   * form that is the page's main content but not needed until the host starts on it.
   */
  hydrate?: 'render' | 'interaction';
}

/** Runs once the part has committed in the browser (never on the server). */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/** The same tree on both sides (so useId matches): the part, then its commit signal. */
function withSignal(part: ReactNode, onCommit: () => void) {
  return (
    <>
      {part}
      <Committed onCommit={onCommit} />
    </>
  );
}

const noop = (): void => undefined;

const DRAG_EVENTS = ['dragenter', 'dragover', 'drop'] as const;

/**
 * A file dragged from the desktop fires no pointer event, so it wakes a part too (a photo drop
 * zone); until the part is live a drop on it is refused, rather than the browser opening the
 * file in place of the page and losing what was typed.
 */
function wakeOnFileDrag(element: HTMLElement, start: () => Promise<void>, live: Promise<void>) {
  const onDrag = (event: DragEvent) => {
    if (!(event.target instanceof Node) || !element.contains(event.target)) return;
    event.preventDefault();
    if (event.type === 'dragenter') void start();
  };
  for (const type of DRAG_EVENTS) document.addEventListener(type, onDrag, true);
  void live.then(() => {
    for (const type of DRAG_EVENTS) document.removeEventListener(type, onDrag, true);
  });
}

/**
 * A part of a page in a chunk of its own (a dialog, a form only some hosts see). In the browser
 * it is React.lazy: fetched when first rendered (or first used, with `hydrate: 'interaction'`),
 * its Suspense boundary keeping the server's HTML meanwhile. The server renders every page in
 * one synchronous pass (worker/ssr/render.tsx), where nothing may suspend: there the part starts
 * loading when its module is evaluated and renders in place once `partsLoaded()` has resolved,
 * so the HTML is whole without JavaScript.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, { prefetch = false, hydrate = 'render' }: LazyPartOptions = {}): ComponentType<P> {
  const deferred = hydrate === 'interaction';
  if (import.meta.env.SSR) {
    let loaded: ComponentType<P> | undefined;
    serverLoads.push(
      load().then((component) => {
        loaded = component;
      }),
    );
    // No hooks and one child: the same ids (useId) and HTML as the browser's lazy component.
    return function ServerPart(props: P) {
      if (!loaded) throw new Error('a lazy part rendered before partsLoaded()');
      if (!deferred) return createElement(loaded, props);
      return (
        <div className={contents} data-part="">
          <Suspense fallback={null}>{withSignal(createElement(loaded, props), noop)}</Suspense>
        </div>
      );
    };
  }
  if (!deferred) {
    // A failed prefetch is tried again when the part is first rendered.
    const prefetched = prefetch ? load().catch(() => null) : Promise.resolve(null);
    return lazy(() => prefetched.then((component) => component ?? load()).then((component) => ({ default: component })));
  }
  // Fetched once the gate opens (first use); the gate learns the part is live from its commit.
  let open: () => void = noop;
  const opened = new Promise<void>((resolve) => (open = resolve));
  let committed: () => void = noop;
  const live = new Promise<void>((resolve) => (committed = resolve));
  const Lazy = lazy(() =>
    opened.then(load).then((Component) => ({
      default: (props: P) => withSignal(createElement(Component, props), committed),
    })),
  );
  return function DeferredPart(props: P) {
    const watch = useCallback((element: HTMLDivElement | null) => {
      if (!element) return;
      const start = gate(
        element,
        () => {
          open();
          return live;
        },
        'part',
        document,
      );
      wakeOnFileDrag(element, start, live);
    }, []);
    return (
      <div ref={watch} className={contents} data-part="">
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </div>
    );
  };
}

/** How many of serverLoads are known to have loaded (once all have, a render waits for nothing). */
let loadedCount = 0;

/** Server: resolves once every part declared so far has loaded (a part may declare parts of its own). */
export async function partsLoaded(): Promise<void> {
  while (loadedCount !== serverLoads.length) {
    const count = serverLoads.length;
    await Promise.all(serverLoads);
    loadedCount = count;
  }
}
