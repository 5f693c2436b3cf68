// Compares two bench results (the JSON `npm run bench` writes), figure by figure.
// `npm run bench -- --compare old.json` compares a new run with old.json;
// `npm run bench -- --compare old.json new.json` only compares the two files.
import { formatBudget, formatValue } from './lib.mjs';

const verdict = (r) => (!r ? '' : r.pass === null ? 'report' : r.pass ? 'pass' : 'FAIL');

export function compare(before, after) {
  const old = new Map(before.rows.map((r) => [r.figure, r]));
  const lines = [['figure', 'before', 'after', 'change', 'budget', 'result']];
  const seen = new Set();
  for (const r of after.rows) {
    seen.add(r.figure);
    const o = old.get(r.figure);
    let change = '';
    if (o && typeof o.value === 'number' && typeof r.value === 'number') {
      const diff = r.value - o.value;
      change =
        o.value !== 0
          ? `${diff >= 0 ? '+' : ''}${((diff / Math.abs(o.value)) * 100).toFixed(1)} %`
          : diff === 0
            ? '0'
            : `${diff > 0 ? '+' : ''}${diff}`;
    }
    const result = o && verdict(o) !== verdict(r) ? `${verdict(o)} → ${verdict(r)}` : verdict(r);
    lines.push([
      r.figure,
      o ? formatValue(o.value, o.unit) : '—',
      formatValue(r.value, r.unit),
      change,
      formatBudget(r.budget, r.unit),
      result,
    ]);
  }
  for (const o of before.rows) {
    if (!seen.has(o.figure))
      lines.push([o.figure, formatValue(o.value, o.unit), '—', '', formatBudget(o.budget, o.unit), `${verdict(o)} → not run`]);
  }
  const widths = lines[0].map((_, i) => Math.max(...lines.map((l) => String(l[i]).length)));
  const fmt = (l) => `| ${l.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  return [
    `Before: ${before.when} (commit ${before.commit}); after: ${after.when} (commit ${after.commit})`,
    fmt(lines[0]),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...lines.slice(1).map(fmt),
  ].join('\n');
}
