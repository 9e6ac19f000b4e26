/** Drawing helpers for the one-page certificate: label and value rows, and lists that never spill. */

export const FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' } as const;
export const COLOURS = {
  navy: '#0b1f3a',
  gold: '#f2b84b',
  ink: '#1a202c',
  muted: '#4a5568',
  rule: '#cbd5e0',
};

/** Labels on the left, values beside them; the next row starts below the taller of the two. */
export function labelledRows(
  doc: PDFKit.PDFDocument,
  rows: readonly (readonly [string, string])[],
  area: { x: number; width: number; labelWidth: number; fontSize: number },
): void {
  const valueWidth = area.width - area.labelWidth;
  for (const [label, value] of rows) {
    const top = doc.y;
    doc.font(FONTS.bold).fontSize(area.fontSize).fillColor(COLOURS.muted);
    doc.text(label, area.x, top, { width: area.labelWidth - 8 });
    const labelBottom = doc.y;
    doc.font(FONTS.regular).fillColor(COLOURS.ink);
    doc.text(value, area.x + area.labelWidth, top, { width: valueWidth });
    doc.y = Math.max(labelBottom, doc.y) + area.fontSize * 0.3;
  }
}

/** A section heading with a thin rule under it. */
export function heading(doc: PDFKit.PDFDocument, text: string, x: number, width: number): void {
  doc.moveDown(0.6);
  doc.font(FONTS.bold).fontSize(11).fillColor(COLOURS.navy).text(text, x, doc.y, { width });
  const y = doc.y + 2;
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.5)
    .strokeColor(COLOURS.rule)
    .stroke();
  doc.y = y + 5;
}

export interface ListBox {
  x: number;
  top: number;
  /** Nothing is drawn below this line. */
  bottom: number;
  width: number;
  columns: number;
  fontSize: number;
}

/**
 * Writes the entries down balanced columns within the box. When they do not all fit, the last
 * line that fits says how many are left out ("and 12 more"): the certificate stays one page.
 * Returns how many entries were written.
 */
export function flowList(
  doc: PDFKit.PDFDocument,
  entries: readonly string[],
  box: ListBox,
  more: (count: number) => string,
): number {
  const gap = 16;
  const width = (box.width - gap * (box.columns - 1)) / box.columns;
  doc.font(FONTS.regular).fontSize(box.fontSize).fillColor(COLOURS.ink);
  const rowGap = box.fontSize * 0.25;
  const lineHeight = doc.currentLineHeight(true) + rowGap;
  const perColumn = Math.ceil(entries.length / box.columns);
  let column = 0;
  let inColumn = 0;
  let y = box.top;
  const x = () => box.x + column * (width + gap);
  for (const [index, entry] of entries.entries()) {
    const height = doc.heightOfString(entry, { width }) + rowGap;
    // Room for the "and N more" line, unless this is the last entry.
    const reserve = index < entries.length - 1 ? lineHeight : 0;
    const full = () => y + height + reserve > box.bottom || inColumn >= perColumn;
    while (full() && column < box.columns - 1) {
      column += 1;
      inColumn = 0;
      y = box.top;
    }
    if (y + height + reserve > box.bottom) {
      doc.font(FONTS.italic).text(more(entries.length - index), x(), y, { width });
      return index;
    }
    doc.text(entry, x(), y, { width });
    y += height;
    inColumn += 1;
  }
  return entries.length;
}
