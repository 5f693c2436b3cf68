import { createContext, useContext } from 'react';
import type { RemoteRegistry } from './registry';

/** The registry the page booted with, for parts of the shell that place remote modules (home widgets). */
export const RegistryContext = createContext<RemoteRegistry>({ remotes: [] });

export function useRegistry(): RemoteRegistry {
  return useContext(RegistryContext);
}
