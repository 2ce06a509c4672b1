/**
 * Code-block colours. prism-react-renderer's github and vsDark themes, with the token colours that
 * fall below WCAG AA contrast (4.5:1) on their own backgrounds darkened (light) or lightened (dark);
 * the checks over every page run axe's colour-contrast rule on them.
 */
import { themes, type PrismTheme } from 'prism-react-renderer';

/** Replaces colours of a theme's token styles, keyed by the old colour. */
function recolour(theme: PrismTheme, colours: Record<string, string>): PrismTheme {
  const swap = (colour?: string) => (colour && colours[colour]) || colour;
  return {
    plain: { ...theme.plain, color: swap(theme.plain.color) },
    styles: theme.styles.map((s) => ({ ...s, style: { ...s.style, color: swap(s.style.color) } })),
  };
}

export const lightCodeTheme = recolour(themes.github, {
  '#999988': '#636c76', // comments: 2.7 -> 5.0
  '#e3116c': '#b3125f', // strings: 4.3 -> 6.2
  '#36acaa': '#0b6b6d', // numbers, constants, properties: 2.6 -> 5.6
  '#00a4db': '#0a6fa0', // keywords: 2.7 -> 5.2
  '#d73a49': '#c5221f', // functions, tags: 4.3 -> 5.5
});

export const darkCodeTheme = recolour(themes.vsDark, {
  '#808080': '#a0a0a0', // punctuation: 4.2 -> 6.4
});
