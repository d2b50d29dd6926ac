import { useEffect, useState } from 'react';

/**
 * True once the component has hydrated in the browser. The editors' forms are loaded as chunks
 * of their own after the page (they are server-rendered all the same); they mark themselves
 * `data-ready` when they can take input, which tests wait for.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
