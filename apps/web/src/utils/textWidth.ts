let context: CanvasRenderingContext2D | null | undefined;

/** The width in px of one line of `text` in a CSS `font`; null where there is no canvas to measure with. */
export function textWidth(text: string, font: string): number | null {
  // asked once: a browser without a canvas (or a test DOM) answers null or nothing
  if (context === undefined) context = document.createElement('canvas').getContext('2d') ?? null;
  if (!context) return null;
  context.font = font;
  return context.measureText(text).width;
}

/** beside a form label's text: its colon and the gaps around it (antd: ':' with 2 and 8 px) */
const LABEL_ROOM = 18;

/**
 * One width for a form's labels, so that they line up: the widest label's, within [least, most]
 * (`least` where there is nothing to measure with). A label wider than `most` wraps.
 */
export function labelWidth(labels: readonly string[], font: string, least: number, most: number): number {
  let widest = 0;
  for (const label of labels) {
    const width = textWidth(label, font);
    if (width === null) return least;
    widest = Math.max(widest, width);
  }
  return Math.min(most, Math.max(least, Math.ceil(widest + LABEL_ROOM)));
}
