/**
 * Templates: a theme (colour tokens, fonts, corner radius) plus layout variants.
 * Fonts are bundled from @fontsource packages; no request leaves the machine.
 */
export const TEMPLATE_IDS = ["classic", "bold", "modern"] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

export interface Template {
  id: TemplateId;
  label: string;
  fonts: { heading: string; body: string };
  colors: {
    primary: string;
    primaryContrast: string;
    accent: string;
    headerBg: string;
    headerText: string;
    footerBg: string;
    footerText: string;
    background: string;
    surface: string;
    text: string;
    muted: string;
  };
  radius: string;
  layout: {
    /** bar: logo left, links right. stacked: utility bar above a dark nav bar. centered: logo centred over the links. */
    header: "bar" | "stacked" | "centered";
    /** split: text beside the picture. full-bleed: picture behind the text. panel: text in a card over a colour band. */
    hero: "split" | "full-bleed" | "panel";
    headingCase: "normal" | "uppercase";
  };
}

const INTER = '"Inter Variable", ui-sans-serif, system-ui, sans-serif';
const OSWALD = '"Oswald Variable", "Inter Variable", ui-sans-serif, sans-serif';
const MONTSERRAT = '"Montserrat Variable", "Inter Variable", ui-sans-serif, sans-serif';

export const TEMPLATES: Record<TemplateId, Template> = {
  classic: {
    id: "classic",
    label: "Classic",
    fonts: { heading: INTER, body: INTER },
    colors: {
      primary: "#0b4ea2",
      primaryContrast: "#ffffff",
      accent: "#f5a300",
      headerBg: "#ffffff",
      headerText: "#0f172a",
      footerBg: "#0f1e33",
      footerText: "#cbd5e1",
      background: "#f4f6f9",
      surface: "#ffffff",
      text: "#0f172a",
      muted: "#5b6474",
    },
    radius: "0.5rem",
    layout: { header: "bar", hero: "split", headingCase: "normal" },
  },
  bold: {
    id: "bold",
    label: "Bold",
    fonts: { heading: OSWALD, body: INTER },
    colors: {
      primary: "#cc2229",
      primaryContrast: "#ffffff",
      accent: "#ffd23f",
      headerBg: "#111111",
      headerText: "#ffffff",
      footerBg: "#111111",
      footerText: "#bdbdbd",
      background: "#f2f2f2",
      surface: "#ffffff",
      text: "#141414",
      muted: "#5f5f5f",
    },
    radius: "0.125rem",
    layout: { header: "stacked", hero: "full-bleed", headingCase: "uppercase" },
  },
  modern: {
    id: "modern",
    label: "Modern",
    fonts: { heading: MONTSERRAT, body: INTER },
    colors: {
      primary: "#0f766e",
      primaryContrast: "#ffffff",
      accent: "#f97316",
      headerBg: "#ffffff",
      headerText: "#134e4a",
      footerBg: "#f0fdfa",
      footerText: "#134e4a",
      background: "#ffffff",
      surface: "#f8fafc",
      text: "#0f172a",
      muted: "#556377",
    },
    radius: "1rem",
    layout: { header: "centered", hero: "panel", headingCase: "normal" },
  },
};

/**
 * CSS custom properties for a tenant: the template's tokens with the tenant's theme colour (config.brand_color) on top.
 * The CSS token keeps the name --brand; in code "brand" otherwise means a car maker's brand (docs/glossary.md).
 */
export function themeVariables(templateId: TemplateId, themeColor: string | null): Record<string, string> {
  const t = TEMPLATES[templateId];
  const c = { ...t.colors, primary: themeColor ?? t.colors.primary };
  return {
    "--brand": c.primary,
    "--brand-contrast": c.primaryContrast,
    "--accent": c.accent,
    "--header-bg": c.headerBg,
    "--header-text": c.headerText,
    "--footer-bg": c.footerBg,
    "--footer-text": c.footerText,
    "--page-bg": c.background,
    "--surface": c.surface,
    "--ink": c.text,
    "--muted": c.muted,
    "--radius": t.radius,
    "--font-heading": t.fonts.heading,
    "--font-body": t.fonts.body,
  };
}
