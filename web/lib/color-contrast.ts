/**
 * WCAG 2 contrast for colours that editors type into content (tag and menu colours): the page only uses
 * such a colour for text when it reads on the dark surfaces, otherwise the caller falls back to the accent.
 */

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** AA for text of normal size; the badges are small, so there is no large-text allowance. */
export const AA_TEXT = 4.5;

/** Relative luminance of a #rgb or #rrggbb colour; null for anything else (names, rgb(), typos). */
export function relativeLuminance(color: string): number | null {
  const digits = HEX.exec(color.trim())?.[1];
  if (!digits) return null;
  const hex = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((at) => {
    const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The colour, normalised, when it meets AA text contrast on every background; otherwise null. */
export function readableOn(color: string | null | undefined, backgrounds: readonly string[]): string | null {
  if (!color) return null;
  const ok = backgrounds.every((background) => (contrastRatio(color, background) ?? 0) >= AA_TEXT);
  return ok ? color.trim().toLowerCase() : null;
}
