/**
 * Texts with `{{name}}` placeholders, i18next's own syntax: the API fills them in, and a screen reads
 * the values back out of the API's message to show the same text in the page's language. Pure code
 * with no imports, so the browser can use it (`@trabzon/contracts/templates`).
 */

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** The template with each `{{name}}` replaced by its value. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(PLACEHOLDER, (_, name: string) => String(values[name] ?? ''));
}

const PATTERNS = new Map<string, RegExp>();

function patternOf(template: string): RegExp {
  let pattern = PATTERNS.get(template);
  if (!pattern) {
    const source = template
      .split(/(\{\{\w+\}\})/)
      .map((part) => (/^\{\{\w+\}\}$/.test(part) ? `(?<${part.slice(2, -2)}>.+?)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    pattern = new RegExp(`^${source}$`);
    PATTERNS.set(template, pattern);
  }
  return pattern;
}

/** The values of the placeholders when `message` is `template` filled in, else null. */
export function readTemplate(template: string, message: string): Record<string, string> | null {
  const found = patternOf(template).exec(message);
  return found ? { ...found.groups } : null;
}

/**
 * Which of `texts` a message is, with its placeholders' values: an exact text first, then a
 * template filled in. Null for any other message.
 */
export function matchText<K extends string>(texts: Record<K, string>, message: string): { key: K; values: Record<string, string> } | null {
  const entries = Object.entries(texts) as Array<[K, string]>;
  const exact = entries.find(([, text]) => text === message);
  if (exact) return { key: exact[0], values: {} };
  for (const [key, text] of entries) {
    if (!text.includes('{{')) continue;
    const values = readTemplate(text, message);
    if (values) return { key, values };
  }
  return null;
}
