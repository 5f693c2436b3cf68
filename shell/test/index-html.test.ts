import { describe, expect, it } from 'vitest';
import { darkPalette, lightPalette } from '@trabzon/ui';
import page from '../public/index.html?raw';

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
