/** Does a react-router style pattern ("/hotels/:id", "/admin/*") match a path? Case-insensitive, like react-router. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = pathname.split('/').filter(Boolean);
  for (let i = 0; i < patternParts.length; i++) {
    const part = patternParts[i]!;
    if (part === '*') return true;
    const segment = pathParts[i];
    if (segment === undefined) return false;
    if (!part.startsWith(':') && part.toLowerCase() !== safeDecode(segment).toLowerCase()) return false;
  }
  return patternParts.length === pathParts.length;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
