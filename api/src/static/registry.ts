import fs from 'node:fs/promises';

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
}

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
    (v.layout === undefined || ['site', 'bare'].includes(v.layout))
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
