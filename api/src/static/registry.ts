import fs from 'node:fs/promises';
import { isSiteImagePath } from '@trabzon/contracts/validation';

export interface RemoteDescriptor {
  name: string;
  entry: string;
  routes: string[];
  /** Home-page widgets the remote exposes. */
  widgets?: string[];
  /** Who may open the remote's routes: the shell guards them (the API enforces it for real). */
  access?: 'public' | 'signed-in' | 'admin';
  /** `bare`: the remote draws its own full page (the back-office), without the site's header and footer. */
  layout?: 'site' | 'bare';
  /**
   * Route → the picture that route shows largest first, when it is always the same (a hero): the
   * server preloads it in the page, beside the scripts. Catalogue pages get theirs from the database.
   */
  leadImages?: Record<string, string>;
  /**
   * Route → the picture of the hero the route opens with (the kit's Slideshow, its default ratio, at
   * the top of the screen's Page): the server paints it before the scripts run, as /'s first paint,
   * and the shell draws the same while the remote loads.
   */
  heroImages?: Record<string, string>;
}

/** Route → one of the site's own pictures (/images/...). */
const isRouteImages = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.entries(value).every(([route, image]) => route.startsWith('/') && isSiteImagePath(image));

function isDescriptor(value: unknown): value is RemoteDescriptor {
  const v = value as RemoteDescriptor;
  return (
    typeof v?.name === 'string' &&
    /^[A-Za-z_][\w]*$/.test(v.name) &&
    typeof v.entry === 'string' &&
    Array.isArray(v.routes) &&
    v.routes.every((r) => typeof r === 'string' && r.startsWith('/')) &&
    (v.widgets === undefined || (Array.isArray(v.widgets) && v.widgets.every((w) => typeof w === 'string' && /^\w+$/.test(w)))) &&
    (v.access === undefined || ['public', 'signed-in', 'admin'].includes(v.access)) &&
    (v.layout === undefined || ['site', 'bare'].includes(v.layout)) &&
    (v.leadImages === undefined || isRouteImages(v.leadImages)) &&
    (v.heroImages === undefined || isRouteImages(v.heroImages))
  );
}

/**
 * Reads the remote registry document afresh on every call, so moving a remote is an edit to that
 * file and takes effect at the next page load, with no rebuild and no restart.
 */
export async function readRegistry(file: string): Promise<{ remotes: RemoteDescriptor[] }> {
  const body = JSON.parse(await fs.readFile(file, 'utf8')) as { remotes?: unknown };
  if (!Array.isArray(body.remotes) || !body.remotes.every(isDescriptor)) {
    throw new Error(`${file} is not a valid remote registry`);
  }
  return { remotes: body.remotes };
}
