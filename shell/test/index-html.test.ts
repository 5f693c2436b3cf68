import { describe, expect, it } from 'vitest';
import { brand, breakpoint, darkPalette, lightPalette, radius, shadow, space } from '@trabzon/ui';
import { DEFAULT_HERO_IMAGE } from '../src/features/home/model/hero';
import heroSource from '../src/features/home/components/HeroSlideshow.tsx?raw';
import page from '../public/index.html?raw';
import pageSource from '../../packages/ui/src/components/Layout.tsx?raw';
import slideshowSource from '../../packages/ui/src/components/Slideshow.tsx?raw';

const style = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? '';
/** The declarations of the first rule with this selector in index.html's own style. */
const rule = (selector: string) => new RegExp(`${selector.replace(/[[\]()]/g, '\\$&')}\\s*\\{([^}]*)\\}`).exec(style)?.[1] ?? '';

describe('index.html: the first paint before the scripts run', () => {
  it('paints the kit’s page backgrounds: light by default, dark when the page is marked dark or the system prefers it', () => {
    expect(rule('html')).toContain(`background: ${lightPalette.background}`);
    expect(rule("html[data-theme='dark']")).toContain(`background: ${darkPalette.background}`);
    expect(rule("html[data-theme='dark']")).toContain('color-scheme: dark');
    expect(style).toContain('@media (prefers-color-scheme: dark)');
    expect(rule("html:not([data-theme='light'])")).toContain(`background: ${darkPalette.background}`);
  });
});

describe("index.html: a hero page's first screen (the hero-first-paint template the server puts in #root for / and the registry's heroImages)", () => {
  const template = /<template id="hero-first-paint"\s*>([\s\S]*?)<\/template>/.exec(page)?.[1] ?? '';

  it("shows the hero's default picture, as the home page's first render does", () => {
    expect(template).toContain(`<img src="${DEFAULT_HERO_IMAGE}" alt=""`);
    expect(template).toContain('aria-hidden="true"');
  });

  it("draws the header bar and the hero's box with the kit's sizes and colours, so React's first render lands on it", () => {
    expect(rule('#first-paint .fp-bar')).toContain(`background: ${lightPalette.headerBg}`);
    expect(rule('#first-paint .fp-bar')).toContain(`border-block-end: 1px solid ${lightPalette.surfaceAlt}`);
    expect(rule('#first-paint .fp-bar')).toContain(`box-shadow: ${shadow.sm}`);
    expect(rule("html[data-theme='dark'] #first-paint .fp-bar")).toContain(`background: ${darkPalette.headerBg}`);
    expect(rule("html[data-theme='dark'] #first-paint .fp-bar")).toContain(`border-block-end-color: ${darkPalette.surfaceAlt}`);
    // The header: 64px and its line; the hero: space(6) above, the Container's width and sides.
    expect(rule('#first-paint .fp-bar')).toContain('height: 65px');
    expect(rule('#first-paint .fp-hero')).toContain(`padding: ${space(6)} ${space(4)} 0`);
    expect(rule('#first-paint .fp-hero')).toContain('max-width: 1200px');
    expect(rule('#first-paint .fp-box')).toContain(`border-radius: ${radius.lg}`);
    expect(rule('#first-paint .fp-box')).toContain(`background: ${brand.night}`);
    expect(style).toContain(`@media (min-width: ${breakpoint.sm})`);
    expect(heroSource).toContain('aspectRatio="21 / 8"');
    expect(style).toContain('aspect-ratio: 21 / 8');
  });

  it("draws another page's hero (class fp-page) as the kit draws it there: Page's space(8) above, the Slideshow's default ratio", () => {
    expect(rule('#first-paint.fp-page .fp-hero')).toContain(`padding-top: ${space(8)}`);
    expect(pageSource).toContain('padding-block: ${({ theme }) => theme.space(8)}');
    expect(slideshowSource).toContain("const DEFAULT_RATIO = '16 / 7'");
    const wide = new RegExp(
      `@media \\(min-width: ${breakpoint.sm}\\) \\{[^@]*#first-paint\\.fp-page \\.fp-box \\{\\s*aspect-ratio: 16 / 7;`,
    );
    expect(style).toMatch(wide);
  });
});
