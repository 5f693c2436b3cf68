/**
 * The home page's code, in a chunk of its own so that the other pages do not download it. On `/`, boot
 * asks for it beside the shared libraries (see index.ts), so it is there by the first render.
 */
export const loadHomePage = () => import(/* webpackChunkName: "home" */ './HomePage');

/** Starts loading the home page ahead of a visit; a failed download is left for the route to say. */
export function prefetchHomePage(): void {
  loadHomePage().catch(() => undefined);
}
