import { cva, type VariantProps } from "class-variance-authority";
import { Loader2 } from "lucide-react";
import { Slot } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "./cn.ts";

/**
 * The site's buttons. `primary` is the tenant's brand colour (the one call to action of a block),
 * `outline` the brand-bordered second choice, `secondary` a white button on a page, `ghost` a quiet
 * icon or text button, `inverse` a white button on a brand or photo background, `dark` an
 * ink-coloured one for a secondary action that still needs weight (directions, a quote), `link`
 * a brand-coloured text action without a box (Reset, Show more, Back) — use it with size `inline`; `danger` the
 * confirm button of something that cannot be undone.
 */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-theme text-center font-bold transition disabled:cursor-wait disabled:opacity-80 aria-disabled:cursor-not-allowed",
  {
    variants: {
      variant: {
        primary: "bg-brand text-brand-contrast shadow-sm hover:brightness-110",
        outline: "border-2 border-brand text-brand hover:bg-brand hover:text-brand-contrast",
        secondary: "border border-black/15 bg-white font-semibold text-ink shadow-xs hover:bg-black/[0.03]",
        ghost: "font-semibold text-muted hover:bg-black/5 hover:text-ink",
        inverse: "bg-white text-ink shadow-sm hover:bg-white/90",
        /** A surface button with a thin grey ring: the quiet second choice beside a primary (offers, models). */
        plain: "bg-surface text-ink ring-1 ring-black/15 hover:bg-page hover:ring-black/30",
        dark: "bg-ink text-white hover:bg-ink/85",
        /** A grey-bordered outline that turns brand on hover: the second choice in checkout and the forms. */
        subtle: "border-2 border-black/15 text-ink hover:border-brand hover:text-brand",
        link: "rounded-sm font-semibold text-brand hover:underline",
        /** A change that cannot be undone (revoke a key, release a hold): red whatever the brand colour. */
        danger: "bg-red-700 text-white shadow-sm hover:bg-red-800",
      },
      size: {
        sm: "px-3 py-2 text-sm",
        md: "px-4 py-2.5 text-sm",
        lg: "px-5 py-3",
        xl: "min-h-12 px-6 py-3",
        icon: "size-9 rounded-full p-0",
        /** lg's padding with small text (model and offer page actions). */
        tall: "px-5 py-3 text-sm",
        /** No box: text size only (the `link` variant). */
        inline: "text-sm",
      },
      block: { true: "w-full" },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonStyle = VariantProps<typeof buttonVariants>;

type ButtonProps = ComponentProps<"button"> &
  ButtonStyle & {
    /** Sending: the button is disabled and shows a spinner (and `loadingText` when given). */
    loading?: boolean;
    loadingText?: ReactNode;
    /** Render the single child (a Radix trigger, a label) with the button's look. */
    asChild?: boolean;
  };

export function Button({ variant, size, block, loading = false, loadingText, asChild = false, className, children, type = "button", disabled, ...rest }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size, block }), className);
  if (asChild) {
    return (
      <Slot.Root className={classes} {...rest}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button type={type} disabled={disabled || loading} aria-disabled={loading || undefined} className={classes} {...rest}>
      {loading && <Loader2 aria-hidden="true" className="size-5 animate-spin" />}
      {loading && loadingText !== undefined ? <span>{loadingText}</span> : children}
    </button>
  );
}

// No `reloadDocument`: a link that must load a whole document is a ButtonAnchor (DocumentLinks, app/ui/document-links.tsx,
// navigates in the app on a click on any router link that did not handle the click itself).
type ButtonLinkProps = Omit<ComponentProps<typeof Link>, "reloadDocument"> & ButtonStyle;

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLinkProps) {
  return <Link className={cn(buttonVariants({ variant, size, block }), className)} {...rest} />;
}

type ButtonAnchorProps = ComponentProps<"a"> & ButtonStyle;

/** A plain anchor that looks like a button: `tel:`/`mailto:` links, downloads and links out of the app. */
export function ButtonAnchor({ variant, size, block, className, ...rest }: ButtonAnchorProps) {
  return <a className={cn(buttonVariants({ variant, size, block }), className)} {...rest} />;
}
