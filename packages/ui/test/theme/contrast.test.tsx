// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { darkPalette, lightPalette, type Palette } from '../../src/theme/tokens';
import { Input } from '../../src/components/Form';
import { renderInKit } from '../helpers/render';

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

const ratio = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100;
};

const themes: [string, Palette][] = [
  ['light', lightPalette],
  ['dark', darkPalette],
];

describe('theme contrast (WCAG AA)', () => {
  it.each(themes)('%s: body and muted text reach 4.5:1 on the surface and the page background', (_name, palette) => {
    for (const color of [palette.text, palette.textMuted]) {
      expect(ratio(color, palette.surface)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(color, palette.background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(themes)(
    "%s: an input's border reaches 3:1 (a control's outline, 1.4.11) on the surface and the page background",
    (_name, palette) => {
      expect(ratio(palette.border, palette.surface)).toBeGreaterThanOrEqual(3);
      expect(ratio(palette.border, palette.background)).toBeGreaterThanOrEqual(3);
    },
  );

  it("writes placeholders in the muted text colour, not the browser's grey (3.6:1 on the dark surface)", () => {
    renderInKit(<Input aria-label="Expiry" placeholder="MM/YY" />);
    const css = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent ?? '')
      .join('\n');
    const rule = /::placeholder\s*\{([^}]*)\}/.exec(css);
    expect(rule?.[1]).toMatch(new RegExp(`color:\\s*${lightPalette.textMuted}`));
    expect(rule?.[1]).toMatch(/opacity:\s*1/);
  });
});
