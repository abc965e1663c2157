// A list's table for wide screens (My Orders, My Sales, My Products, the users lists): in a bordered
// box that scrolls sideways when it must, named by its caption for screen readers, shown from `from`
// up; below it each screen shows the same list as cards of its own.
import type { ReactNode } from 'react';

interface WideTableColumn {
  label: string;
  /** Named for screen readers only (the actions column, whose buttons say what they do). */
  hidden?: boolean;
  colSpan?: number;
}

interface WideTableProps {
  caption: string;
  from: 'md' | 'lg';
  zebra?: boolean;
  columns: readonly WideTableColumn[];
  /** The rows. */
  children: ReactNode;
}

// Whole class names, so Tailwind finds them in the source.
const SHOWN_FROM = {
  md: 'hidden overflow-x-auto rounded-box border border-base-300 bg-base-100 md:block',
  lg: 'hidden overflow-x-auto rounded-box border border-base-300 bg-base-100 lg:block',
} as const;

export function WideTable({ caption, from, zebra = false, columns, children }: WideTableProps) {
  return (
    <div className={SHOWN_FROM[from]}>
      <table className={zebra ? 'table table-zebra' : 'table'}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {/* A fixed set of columns: its place is each one's key (two may read alike in a language). */}
            {columns.map((column, index) => (
              <th key={index} scope="col" colSpan={column.colSpan}>
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
