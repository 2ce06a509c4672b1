/**
 * The facts tables of the node and SDK reference (NodeFacts, SdkReference): a caption, optional
 * column headings, then one row per name or fact, its header a `<th scope="row">`.
 */
import type { ReactNode } from 'react';
import styles from './styles.module.css';

/** A column heading, or a heading and a class for the cells of its column. */
export type ReferenceColumn = string | { readonly label: string; readonly cellClassName: string };

export interface ReferenceRow {
  readonly key: string;
  /** The row's HTML id, when links point at the row. */
  readonly id?: string;
  /** The row header, e.g. a parameter's name; a row without one is all data cells. */
  readonly header?: ReactNode;
  readonly cells: readonly ReactNode[];
}

export default function ReferenceTable({
  caption,
  columns,
  rows,
  wide = false,
}: {
  caption: ReactNode;
  /** Column headings, the row header's column first; no heading row when absent. */
  columns?: readonly ReferenceColumn[];
  rows: readonly ReferenceRow[];
  /**
   * For long names, types and code (the SDK reference): the table fills a wrapper that scrolls,
   * cells align top left and code wraps. Otherwise row headers stay on one line.
   */
  wide?: boolean;
}): ReactNode {
  const cellClassName = (row: ReferenceRow, i: number): string | undefined => {
    const column = columns?.[row.header === undefined ? i : i + 1];
    return typeof column === 'object' ? column.cellClassName : undefined;
  };
  const table = (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      {columns ? (
        <thead>
          <tr>
            {columns.map((column) => {
              const label = typeof column === 'object' ? column.label : column;
              return (
                <th key={label} scope="col">
                  {label}
                </th>
              );
            })}
          </tr>
        </thead>
      ) : null}
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} id={row.id}>
            {row.header === undefined ? null : (
              <th scope="row" className={wide ? undefined : styles.rowHeader}>
                {row.header}
              </th>
            )}
            {row.cells.map((cell, i) => (
              <td key={i} className={cellClassName(row, i)}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return wide ? (
    <div className={styles.tableWrap} data-scroll-region>
      {table}
    </div>
  ) : (
    table
  );
}
