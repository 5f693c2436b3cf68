import { createGlobalStyle } from 'styled-components';
import { latinPageFontFamily } from './tokens';

/** Page-wide styles. Only the shell (or a remote running alone) renders this. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /* The sticky header (64px, more when it wraps) never hides a focused field or an anchor's
     target (WCAG 2.4.11): scrolling into view stops this far below the top. */
  html { color-scheme: ${({ theme }) => theme.mode}; scroll-padding-block-start: ${({ theme }) => theme.space(24)}; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fontFamily};
    font-size: ${({ theme }) => theme.fontSize.md}px;
    line-height: 1.5;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    -webkit-font-smoothing: antialiased;
  }
  html:not([lang='ar']) body { font-family: ${latinPageFontFamily}; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  /* A catalogue name with a word longer than its box (a long compound, a pasted address) breaks inside it instead of widening the page. */
  h1, h2, h3 { line-height: 1.25; margin-block: 0 ${({ theme }) => theme.space(3)}; overflow-wrap: break-word; }
  /* A date or time field's calendar/clock button is a Tab stop inside the field (Chromium): the
     field then matches neither :focus nor :focus-visible, only :focus-within, and showed no ring. */
  :focus-visible,
  input:is([type='date'], [type='time'], [type='datetime-local'], [type='month'], [type='week']):focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  img { max-width: 100%; display: block; }
  .tabular { font-variant-numeric: tabular-nums; }
  /* A phone number is read as one unit: it never wraps between its groups of digits (it split off "33" in Arabic). */
  .phone, a[href^='tel:'] { white-space: nowrap; }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; overflow: hidden;
    clip: rect(0 0 0 0); white-space: nowrap;
  }
  /* A printed booking or voucher: the page's content in black on white, without the site's
     header and footer (marked data-print="hide") or buttons, whichever theme is on screen. */
  @media print {
    html { color-scheme: light; }
    body { background: #fff; color: #000; }
    button, [data-print='hide'] { display: none !important; }
    a { color: inherit; text-decoration: none; }
    * { box-shadow: none !important; }
  }
`;
