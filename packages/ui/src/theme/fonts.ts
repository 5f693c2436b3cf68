// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- every app that compiles this file needs the font files typed, not only the kit
/// <reference path="./font-files.d.ts" />
// The shipped typeface, Noto Sans for Latin and Noto Sans Arabic, each file with the characters it
// covers (unicode-range), so a page downloads only the files its text needs: an English page the
// Latin ones (13 kB each), a Turkish page those and the Turkish letters (Ğ ğ İ Ş ş ₺, about 2 kB each,
// cut from the Latin Extended files by scripts/fonts/subset-turkish.sh), an Arabic page the Arabic ones.
// The rest of Latin Extended (55 kB a weight) only for text that has such a letter.
// Imported by the page host only, so the font files are downloaded once.
//
// The faces go into a <style> of their own from here rather than from a CSS file: style-loader and
// css-loader put about 9 kB of their own runtime into the shell's boot scripts for this one sheet.
import arabic400 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2';
import arabic600 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-600-normal.woff2';
import arabic700 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2';
import latinExt400 from '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff2';
import latinExt600 from '@fontsource/noto-sans/files/noto-sans-latin-ext-600-normal.woff2';
import latinExt700 from '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff2';
import turkish400 from './fonts/noto-sans-turkish-400-normal.woff2';
import turkish600 from './fonts/noto-sans-turkish-600-normal.woff2';
import turkish700 from './fonts/noto-sans-turkish-700-normal.woff2';
import latin400 from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2';
import latin600 from '@fontsource/noto-sans/files/noto-sans-latin-600-normal.woff2';
import latin700 from '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff2';

const ARABIC =
  'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC';
const LATIN_EXT =
  'U+0100-011D, U+0120-012F, U+0132-015D, U+0160-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20B9, U+20BB-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF';
const TURKISH = 'U+011E-011F, U+0130, U+015E-015F, U+20BA';
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/** Family, file by weight (400, 600, 700) and characters. The last face defined is tried first where ranges overlap, so the Latin faces come last. */
const FACES: [family: string, files: [string, string, string], range: string][] = [
  ['Noto Sans Arabic', [arabic400, arabic600, arabic700], ARABIC],
  ['Noto Sans', [latinExt400, latinExt600, latinExt700], LATIN_EXT],
  ['Noto Sans', [turkish400, turkish600, turkish700], TURKISH],
  ['Noto Sans', [latin400, latin600, latin700], LATIN],
];
const WEIGHTS = [400, 600, 700];

/** The @font-face rules of every face, in the order above. */
export const fontFaceCss = FACES.flatMap(([family, files, range]) =>
  files.map(
    (file, index) =>
      `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:${WEIGHTS[index]};src:url(${file}) format('woff2');unicode-range:${range}}`,
  ),
).join('\n');

if (typeof document !== 'undefined') {
  const style = document.createElement('style');
  style.dataset.fonts = '';
  style.textContent = fontFaceCss;
  document.head.append(style);
}
