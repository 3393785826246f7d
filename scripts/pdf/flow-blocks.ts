/** The wider blocks a Flow writes: tables, grids of titled texts and rows of figures. */
import type { Flow } from "./flow.ts";
import { type Column, colours, printable, sheet, wrap } from "./layout.ts";

/** A table with a navy header row, striped rows, and the header repeated on a new page. */
export function drawTable(flow: Flow, columns: Column[], rows: string[][], size = 8.5): void {
  const leading = size * 1.3;
  const padding = size * 0.45;
  const drawHeader = () => {
    const height = leading + 2 * padding;
    flow.band(height, colours.navy900);
    let x = sheet.margin;
    for (const column of columns) {
      flow.page.drawText(printable(column.header, flow.fonts.bold), {
        x: x + padding,
        y: flow.y - padding - size,
        size,
        font: flow.fonts.bold,
        color: colours.white,
      });
      x += column.width;
    }
    flow.y -= height;
  };
  flow.ensure(3 * leading + 4 * padding);
  drawHeader();
  rows.forEach((row, index) => {
    const cells = columns.map((column, i) =>
      wrap(row[i] ?? "", flow.font(column.bold), size, column.width - 2 * padding),
    );
    const height = Math.max(...cells.map((lines) => lines.length)) * leading + 2 * padding;
    if (flow.y - height < flow.bottom) {
      flow.ensure(height + leading + 2 * padding);
      drawHeader();
    }
    if (index % 2 === 1) flow.band(height, colours.paper);
    let x = sheet.margin;
    columns.forEach((column, i) => {
      let y = flow.y - padding - size;
      for (const line of cells[i] ?? []) {
        flow.page.drawText(line, {
          x: x + padding,
          y,
          size,
          font: flow.font(column.bold),
          color: colours.steel800,
        });
        y -= leading;
      }
      x += column.width;
    });
    flow.y -= height;
  });
  flow.rule(0.75, colours.navy900);
}

/** Titled short texts in columns, filled row by row. */
export function drawGrid(
  flow: Flow,
  items: { title: string; text: string }[],
  columns = 2,
  size = 8.5,
): void {
  const gap = 18;
  const width = (sheet.contentWidth - gap * (columns - 1)) / columns;
  const titleSize = size + 1;
  const titleLeading = titleSize * 1.3;
  const leading = size * 1.35;
  for (let start = 0; start < items.length; start += columns) {
    const cells = items.slice(start, start + columns).map((item) => ({
      title: wrap(item.title, flow.fonts.bold, titleSize, width),
      text: wrap(item.text, flow.fonts.regular, size, width),
    }));
    const height =
      Math.max(
        ...cells.map((cell) => cell.title.length * titleLeading + 2 + cell.text.length * leading),
      ) + 10;
    flow.ensure(height);
    cells.forEach((cell, index) => {
      const x = sheet.margin + index * (width + gap);
      let y = flow.y - titleSize;
      for (const line of cell.title) {
        flow.page.drawText(line, {
          x,
          y,
          size: titleSize,
          font: flow.fonts.bold,
          color: colours.navy900,
        });
        y -= titleLeading;
      }
      y -= 2 + (leading - titleLeading);
      for (const line of cell.text) {
        flow.page.drawText(line, {
          x,
          y,
          size,
          font: flow.fonts.regular,
          color: colours.steel800,
        });
        y -= leading;
      }
    });
    flow.y -= height;
  }
}

/** Figures side by side: a large value over a small label. */
export function drawFigures(flow: Flow, items: { value: string; label: string }[]): void {
  const gap = 8;
  const width = (sheet.contentWidth - gap * (items.length - 1)) / items.length;
  const labels = items.map((item) => wrap(item.label, flow.fonts.regular, 7.5, width - 16));
  const height = 12 + 16 + 8 + Math.max(...labels.map((lines) => lines.length)) * 9.5 + 6;
  flow.ensure(height);
  items.forEach((item, index) => {
    const x = sheet.margin + index * (width + gap);
    flow.page.drawRectangle({
      x,
      y: flow.y - height,
      width,
      height,
      color: colours.navy50,
      borderColor: colours.navy100,
      borderWidth: 0.75,
    });
    flow.page.drawText(printable(item.value, flow.fonts.bold), {
      x: x + 8,
      y: flow.y - 12 - 13,
      size: 16,
      font: flow.fonts.bold,
      color: colours.navy900,
    });
    let y = flow.y - 12 - 16 - 9;
    for (const line of labels[index] ?? []) {
      flow.page.drawText(line, {
        x: x + 8,
        y,
        size: 7.5,
        font: flow.fonts.regular,
        color: colours.steel600,
      });
      y -= 9.5;
    }
  });
  flow.y -= height;
}
