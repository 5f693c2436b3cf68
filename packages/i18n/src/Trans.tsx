import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';

/** The `t` of `useTranslation`, as far as Trans needs it. */
type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface TransProps {
  t: Translate;
  i18nKey: string;
  /** Interpolated as text only: a value is never read as markup. */
  values?: Record<string, unknown>;
  /** The elements a text's tags stand for: `{ strong: <strong /> }` for `<strong>…</strong>`. */
  components?: Record<string, ReactElement>;
}

// Marks a value's place in the translated text (U+E000, a private-use character no text holds).
const MARK = '\uE000';
const TAG = /<([a-zA-Z][\w-]*)>([\s\S]*?)<\/\1>|<([a-zA-Z][\w-]*)\s*\/>/g;

/**
 * A translated text with some words wrapped in elements, e.g. "From <strong>{{price}}</strong> per
 * person". The few features of react-i18next's Trans that we use; its own loads an HTML parser and
 * more (about 4.5 kB gzipped) on every page, since @trabzon/i18n is a federation singleton that loads whole.
 * A tag that `components` does not name stays as it is written.
 */
export function Trans({ t, i18nKey, values = {}, components = {} }: TransProps) {
  const texts: string[] = [];
  const marked: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'number') {
      marked[name] = value; // plural forms read `count`; a number holds no markup
    } else {
      marked[name] = `${MARK}${texts.length}${MARK}`;
      texts.push(String(value));
    }
  }
  const withValues = (text: string) =>
    text.replace(new RegExp(`${MARK}(\\d+)${MARK}`, 'g'), (_, index: string) => texts[Number(index)] ?? '');
  return <>{render(t(i18nKey, marked), components, withValues)}</>;
}

function render(text: string, components: Record<string, ReactElement>, withValues: (text: string) => string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = match[3] ?? '', inner] = match;
    const element = components[name];
    if (!element) continue;
    if (match.index > last) nodes.push(withValues(text.slice(last, match.index)));
    const children = inner === undefined ? undefined : render(inner, components, withValues);
    nodes.push(<Fragment key={nodes.length}>{children === undefined ? element : cloneElement(element, undefined, ...children)}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < text.length) nodes.push(withValues(text.slice(last)));
  return nodes;
}
