import { z } from 'zod';
import { ZImage } from '../common/common';
import { contrastRatio, MIN_TEXT_CONTRAST } from '../reviews/colour';

/**
 * The restaurant's website theme (`restaurants/{r}/website/theme`): colours, fonts from a short list
 * (system font stacks, so a page never waits for a font download), logo and favicon. Every store
 * site of the restaurant uses it.
 */

const HEX = /^#[0-9a-fA-F]{6}$/;
const ZHexColour = z
  .string()
  .trim()
  .max(7, 'Use a colour like #1f6f5c')
  .regex(HEX, 'Use a colour like #1f6f5c');

/** Fonts a site may use: each a system font stack, no web-font download. */
export const WEBSITE_FONTS = [
  { id: 'modern', label: 'Modern sans', stack: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
  { id: 'classic', label: 'Classic serif', stack: "Georgia, 'Times New Roman', Times, serif" },
  { id: 'humanist', label: 'Humanist', stack: "'Trebuchet MS', 'Gill Sans', 'Segoe UI', sans-serif" },
  { id: 'elegant', label: 'Elegant', stack: "'Palatino Linotype', Palatino, 'Book Antiqua', serif" },
  { id: 'mono', label: 'Typewriter', stack: "ui-monospace, 'Courier New', monospace" },
] as const;
export type WebsiteFontId = (typeof WEBSITE_FONTS)[number]['id'];
export const ZWebsiteFontId = z.enum(
  WEBSITE_FONTS.map((font) => font.id) as [WebsiteFontId, ...WebsiteFontId[]],
  {
    error: 'Choose a font from the list',
  },
);

export function fontStackOf(id: WebsiteFontId): string {
  return WEBSITE_FONTS.find((font) => font.id === id)?.stack ?? WEBSITE_FONTS[0].stack;
}

export const ZWebsiteTheme = z.object({
  /** Buttons, links and the navigation bar. */
  primaryColour: ZHexColour.default('#1f6f5c'),
  /** Text on primary-coloured buttons and the navigation bar. */
  onPrimaryColour: ZHexColour.default('#ffffff'),
  backgroundColour: ZHexColour.default('#fffdf8'),
  textColour: ZHexColour.default('#1d1b16'),
  headingFont: ZWebsiteFontId.default('classic'),
  bodyFont: ZWebsiteFontId.default('modern'),
  logo: ZImage.optional(),
  favicon: ZImage.optional(),
});
export type WebsiteTheme = z.infer<typeof ZWebsiteTheme>;
export const DEFAULT_WEBSITE_THEME: WebsiteTheme = ZWebsiteTheme.parse({});

export interface ContrastCheck {
  id: 'text' | 'buttons' | 'links';
  label: string;
  ratio: number;
  passes: boolean;
}

/**
 * The colour pairs a visitor reads: text on the background, button text on the primary colour, and
 * links (primary) on the background. Each must reach 4.5:1 (WCAG AA) or the theme is refused.
 */
export function themeContrastChecks(theme: WebsiteTheme): ContrastCheck[] {
  const check = (id: ContrastCheck['id'], label: string, a: string, b: string): ContrastCheck => {
    const ratio = Math.round(contrastRatio(a, b) * 100) / 100;
    return { id, label, ratio, passes: ratio >= MIN_TEXT_CONTRAST };
  };
  return [
    check('text', 'Text on background', theme.textColour, theme.backgroundColour),
    check('buttons', 'Button text on primary colour', theme.onPrimaryColour, theme.primaryColour),
    check('links', 'Links on background', theme.primaryColour, theme.backgroundColour),
  ];
}

/** The theme as a request: refused when a colour pair is hard to read. */
export const ZWebsiteThemeRequest = ZWebsiteTheme.superRefine((theme, ctx) => {
  const paths: Record<ContrastCheck['id'], string> = {
    text: 'textColour',
    buttons: 'onPrimaryColour',
    links: 'primaryColour',
  };
  for (const check of themeContrastChecks(theme)) {
    if (!check.passes)
      ctx.addIssue({
        code: 'custom',
        path: [paths[check.id]],
        message: `${check.label} is hard to read (contrast ${check.ratio}:1; needs at least ${MIN_TEXT_CONTRAST}:1)`,
      });
  }
});
