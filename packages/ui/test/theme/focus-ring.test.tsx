import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { GlobalStyle } from '../../src/theme/GlobalStyle';
import { createTheme, lightPalette } from '../../src/theme/tokens';

/** The global style's rules (rendered as on a server: the CSS text, with the light theme), as selector list and declarations. */
function globalRules(): { selectors: string[]; body: string }[] {
  const sheet = new ServerStyleSheet();
  renderToString(
    sheet.collectStyles(
      <ThemeProvider theme={createTheme('light')}>
        <GlobalStyle />
      </ThemeProvider>,
    ),
  );
  // Without styled-components' /*!sc*/ markers between the rules.
  const css = sheet.getStyleTags().replace(/\/\*[\s\S]*?\*\//g, '');
  sheet.seal();
  return Array.from(css.matchAll(/([^{}]+)\{([^{}]*)\}/g), ([, selectors = '', body = '']) => ({
    selectors: selectors.split(/,(?![^(]*\))/).map((selector) => selector.trim()),
    body,
  }));
}

describe('the keyboard focus ring', () => {
  it.each(['date', 'time'])(
    "a %s field keeps it while its picker button (a Tab stop inside it, Chromium) has the focus: :focus-within, as :focus-visible's",
    (type) => {
      const ring = globalRules().find(({ selectors }) => selectors.includes(':focus-visible'));
      expect(ring?.body).toMatch(new RegExp(`outline:\\s*3px solid ${lightPalette.focus}`));
      const within = ring?.selectors.find((selector) => selector.endsWith(':focus-within') && selector.includes(`[type='${type}']`));
      expect(within).toMatch(/^input/);
    },
  );
});
