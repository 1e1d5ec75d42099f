import type { HTMLAttributes, Ref } from 'react';

/** A step of the 4 px spacing scale (`--sd-space-N`): 0, 4, 8, 12, 16, 20, 24 or 32 px. */
export type Space = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 8;

/** The elements a layout primitive may render as. */
export type LayoutElement =
  | 'div'
  | 'span'
  | 'section'
  | 'nav'
  | 'header'
  | 'footer'
  | 'ul'
  | 'ol'
  | 'li'
  | 'p'
  | 'strong'
  | 'time'
  | 'output';

export interface LayoutBoxProps extends HTMLAttributes<HTMLElement> {
  /** The element to render (default `div`; `Text` defaults to `span`). A `ul`/`ol` loses bullets and indent. */
  as?: LayoutElement;
  ref?: Ref<HTMLElement>;
}

export interface StackProps extends LayoutBoxProps {
  /** Space between the children (default 4: 16 px). */
  gap?: Space;
  /** Cross-axis alignment of the children (default stretch). */
  align?: 'start' | 'center' | 'end';
  /** Keep the width of a form (`--sd-form-width`, 720 px). */
  narrow?: boolean;
}

export interface InlineProps extends LayoutBoxProps {
  /** Space between the children (default 2: 8 px). */
  gap?: Space;
  /** Cross-axis alignment (default center). */
  align?: 'start' | 'end' | 'baseline' | 'stretch';
  /** Main-axis distribution (default start). */
  justify?: 'end' | 'between' | 'center';
  /** Keep the children on one line. */
  nowrap?: boolean;
}

export interface GridProps extends LayoutBoxProps {
  /** Space between the cells (default 4: 16 px). */
  gap?: Space;
  /** The narrowest a column may get; as many columns as fit: sm 11rem, md 18rem, lg 22rem. */
  min?: 'sm' | 'md' | 'lg';
  /** Keep empty columns at the end of a short row instead of widening the cells (auto-fill). */
  fill?: boolean;
  /** Cells as tall as their content, at the top of the row (default: as tall as the row). */
  align?: 'start';
}

export interface TextProps extends LayoutBoxProps {
  /** Secondary text colour. */
  muted?: boolean;
  /** Another size: lg 16 px (a section's heading), md 14 px (the app's base), sm 13 px, xs 12 px. */
  size?: 'lg' | 'md' | 'sm' | 'xs';
  /** Tabular numerals (amounts, dates). */
  num?: boolean;
  /** Never break the line (amounts, dates in tables). */
  nowrap?: boolean;
  /** Break long words anywhere; pre-line also keeps the text's own line breaks. */
  wrap?: 'anywhere' | 'pre-line';
  /** Show on its own line. */
  block?: boolean;
}

/** The props that become classes: `true` gives `sd-<prop>` (`muted`: `sd-text-muted`), a value `sd-<prop>-<value>`. */
const CLASS_PROPS = [
  'gap',
  'align',
  'justify',
  'nowrap',
  'narrow',
  'min',
  'fill',
  'muted',
  'size',
  'num',
  'wrap',
  'block',
] as const;

type AnyLayoutProps = LayoutBoxProps & Record<string, unknown>;

// One small renderer for all four (their code ships to every page that uses one of them).
function render(
  base: string,
  fallback: LayoutElement,
  { as = fallback, className, ...rest }: AnyLayoutProps,
) {
  let classes = base;
  for (const prop of CLASS_PROPS) {
    const value = rest[prop];
    delete rest[prop];
    if (value === true) classes += ` sd-${prop === 'muted' ? 'text-muted' : prop}`;
    else if (value != null && value !== false) classes += ` sd-${prop}-${value}`;
  }
  if (as === 'ul' || as === 'ol') classes += ' sd-list';
  if (className) classes += ` ${className}`;
  const As = as as 'div';
  return (
    <As className={classes.trim() || undefined} {...(rest as HTMLAttributes<HTMLDivElement>)} />
  );
}

/** Children one under another, `gap` apart. */
export const Stack = (props: StackProps) => render('sd-stack', 'div', props as AnyLayoutProps);

/** Children side by side, wrapping onto more lines when they do not fit, `gap` apart. */
export const Inline = (props: InlineProps) => render('sd-inline', 'div', props as AnyLayoutProps);

/** Equal columns, as many as fit (one on a phone), each at least `min` wide (default md). */
export const Grid = ({ min = 'md', ...props }: GridProps) =>
  render('sd-grid', 'div', { min, ...props } as AnyLayoutProps);

/** A run of text styled by role: muted, small, numeric, unbroken. */
export const Text = (props: TextProps) => render('', 'span', props as AnyLayoutProps);
