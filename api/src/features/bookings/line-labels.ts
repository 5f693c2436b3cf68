import { labelOfParts, lineLabel, type LineKey, type LineParts } from '@trabzon/contracts/line-labels';
import type { Lang } from '../../lib/lang';

export { lineLabel, type LineKey };

/**
 * A price line's words: its `label` in the customer's language (the checkout and the e-mails show
 * it), and its `parts`, so a page in another language writes it in its own (contracts' lineText).
 * `name`: the catalogue's names by language, or a supplier's one name.
 */
export function lineWords(
  key: LineKey,
  lang: Lang,
  values: Record<string, string | number> = {},
  name?: LineParts['name'],
): { label: string; parts: LineParts } {
  const parts: LineParts = { key, ...(Object.keys(values).length > 0 ? { values } : {}), ...(name !== undefined ? { name } : {}) };
  return { label: labelOfParts(parts, lang), parts };
}
