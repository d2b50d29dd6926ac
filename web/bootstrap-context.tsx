import { createContext, useContext } from 'react';
import type { Bootstrap } from '../shared/bootstrap';
import { localizePath } from '../shared/locales';

const BootstrapContext = createContext<Bootstrap | null>(null);

export const BootstrapProvider = BootstrapContext.Provider;

/** The request's bootstrap data: the same object on the server and after hydration. */
export function useBootstrap(): Bootstrap {
  const value = useContext(BootstrapContext);
  if (!value) throw new Error('useBootstrap outside BootstrapProvider');
  return value;
}

/** Turns a locale-free path into the current locale's URL path. */
export function useHref(): (path: string) => string {
  const { locale } = useBootstrap();
  return (path: string) => localizePath(path, locale);
}
