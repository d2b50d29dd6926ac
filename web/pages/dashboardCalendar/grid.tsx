/**
 * Keyboard navigation of the tape chart, as the ARIA grid pattern asks: the grid is one tab
 * stop (roving tabindex), arrows move cell by cell (a bar spanning nights is one cell), Home/End
 * go to the row's ends, Ctrl+Home/End to the first/last unit, Page Up/Down five units at a time.
 * Up/Down keep the night column, so moving across a long bar and back lands where it started.
 *
 * Hand-rolled instead of react-aria-components' Table: the Table's collection, selection,
 * drag-and-drop and checkbox code (~45 KB gzip) would take the page past its 150 KB budget, and
 * the chart needs none of it. Cells hold native buttons (free nights), react-aria Buttons (blocks)
 * and links (bars); a unit's row carries `data-row`, its index here.
 */
import { useState, type FocusEvent, type KeyboardEvent } from 'react';

export interface GridSegment {
  /** Index of the first night column it covers. */
  start: number;
  span: number;
}

export interface GridRow<S extends GridSegment> {
  segments: S[];
}

interface Position {
  row: number;
  col: number;
}

const PAGE_ROWS = 5;

/*
 * Where a cell is, read from the table itself rather than an attribute on each of ~930 cells
 * (issue 27: the server's HTML): a unit's row carries `data-row` (its index among the units), a
 * cell's first column is the sum of the column spans before it (the row header excluded).
 */

/** The focusable element of the cell that starts at night column `start` of unit row `r`. */
export function cellIn(body: HTMLElement, r: number, start: number): HTMLElement | null {
  const row = body.querySelector<HTMLTableRowElement>(`tr[data-row="${r}"]`);
  return row ? cellAt(row, start) : null;
}

/** The focusable element of the cell that starts at night column `start` of a unit's row. */
function cellAt(row: HTMLTableRowElement, start: number): HTMLElement | null {
  let col = 0;
  for (const cell of Array.from(row.cells)) {
    if (cell.tagName !== 'TD') continue;
    if (col === start) return cell.firstElementChild as HTMLElement | null;
    col += cell.colSpan;
  }
  return null;
}

/** The unit row and first night column of the cell holding `target`, if it is in one. */
function positionOf(target: HTMLElement): Position | null {
  const cell = target.closest('td');
  const row = cell?.parentElement as HTMLTableRowElement | null | undefined;
  if (!cell || !row?.dataset.row) return null;
  let col = 0;
  for (const other of Array.from(row.cells)) {
    if (other === cell) return { row: Number(row.dataset.row), col };
    if (other.tagName === 'TD') col += other.colSpan;
  }
  return null;
}

export function useRovingGrid<S extends GridSegment>(rows: GridRow<S>[], initialColumn: number) {
  const [active, setActive] = useState<Position>({ row: 0, col: initialColumn });
  const row = Math.min(active.row, Math.max(0, rows.length - 1));
  const segmentAt = (r: number, col: number) => {
    const segments = rows[r]?.segments ?? [];
    return segments.find((segment) => segment.start <= col && col < segment.start + segment.span) ?? segments.at(-1);
  };
  const current = segmentAt(row, active.col);

  function focusCell(target: HTMLElement, r: number, col: number) {
    const segment = segmentAt(r, col);
    if (!segment) return;
    setActive({ row: r, col });
    const body = target.closest('tbody');
    if (body) cellIn(body, r, segment.start)?.focus();
  }

  return {
    /** The grid's one tab stop: its unit row and first night column. */
    active: current ? { row, start: current.start } : null,
    onFocus(event: FocusEvent<HTMLElement>) {
      const position = positionOf(event.target as HTMLElement);
      if (!position) return;
      const { row: r, col: start } = position;
      // Keep the remembered column when focus lands inside the same bar.
      const segment = segmentAt(r, start);
      if (r === active.row && segment && segment.start <= active.col && active.col < segment.start + segment.span) return;
      setActive({ row: r, col: start });
    },
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      if (rows.length === 0 || !current) return;
      const target = event.target as HTMLElement;
      const segments = rows[row]!.segments;
      const index = segments.indexOf(current);
      let next: Position | null = null;
      switch (event.key) {
        case 'ArrowRight':
          if (index < segments.length - 1) next = { row, col: segments[index + 1]!.start };
          break;
        case 'ArrowLeft':
          if (index > 0) next = { row, col: segments[index - 1]!.start };
          break;
        case 'ArrowDown':
          if (row < rows.length - 1) next = { row: row + 1, col: active.col };
          break;
        case 'ArrowUp':
          if (row > 0) next = { row: row - 1, col: active.col };
          break;
        case 'PageDown':
          next = { row: Math.min(rows.length - 1, row + PAGE_ROWS), col: active.col };
          break;
        case 'PageUp':
          next = { row: Math.max(0, row - PAGE_ROWS), col: active.col };
          break;
        case 'Home':
          next = event.ctrlKey ? { row: 0, col: 0 } : { row, col: 0 };
          break;
        case 'End': {
          const last = event.ctrlKey ? rows.length - 1 : row;
          next = { row: last, col: rows[last]!.segments.at(-1)!.start };
          break;
        }
        default:
          return;
      }
      event.preventDefault();
      if (next) focusCell(target, next.row, next.col);
    },
  };
}
