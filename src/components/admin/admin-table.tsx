import type { Key, ReactNode } from 'react'

export interface AdminTableColumn<T> {
  header: string
  cell: (row: T) => ReactNode
  /** How the column's cells lay out their text: on one line unless given, e.g. 'break-words'. */
  cellClassName?: string
}

/** The row header of the lists whose rows are listings: each row's name. */
export const nameRowHeader: AdminTableColumn<{ name: string }> = {
  header: 'Name',
  cell: (row) => row.name,
}

type VerticalAlign = 'middle' | 'top'

const verticalAlignClass: Record<VerticalAlign, string> = { middle: 'align-middle', top: 'align-top' }

/**
 * A list of the admin's as a table: each row's `rowHeader` cell names it, then `columns`, then
 * the row's actions (buttons and links named after the row for screen readers).
 */
export function AdminTable<T extends { id: Key }>({
  rows,
  caption,
  rowHeader,
  columns,
  actions,
  verticalAlign = 'middle',
}: {
  rows: readonly T[]
  /** The table's (screen-reader) caption, e.g. 'Teachers'. */
  caption: string
  /** The first column, whose cell names the row for screen readers, e.g. `nameRowHeader`. */
  rowHeader: AdminTableColumn<T>
  /** The columns after the row header. */
  columns: readonly AdminTableColumn<T>[]
  actions: (row: T) => ReactNode
  /** Where the cells' content sits: 'top' suits rows whose text wraps onto several lines. */
  verticalAlign?: VerticalAlign
}) {
  const cellClass = `px-4 py-3 text-left ${verticalAlignClass[verticalAlign]}`
  const layoutOf = (column: AdminTableColumn<T>) => column.cellClassName ?? 'whitespace-nowrap'
  return (
    <div className="relative overflow-x-auto rounded-lg border border-gray-200">
      {/* relative: the rows' sr-only labels are absolutely positioned and would otherwise
          escape this scroll box and widen the page on narrow screens. */}
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 text-gray-900">
          <tr>
            {[rowHeader, ...columns].map(({ header }) => (
              <th key={header} scope="col" className={`${cellClass} font-semibold`}>
                {header}
              </th>
            ))}
            <th scope="col" className={`${cellClass} text-right font-semibold`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 bg-white text-gray-700">
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={`${cellClass} font-medium ${layoutOf(rowHeader)} text-gray-900`}>
                {rowHeader.cell(row)}
              </th>
              {columns.map((column) => (
                <td key={column.header} className={`${cellClass} ${layoutOf(column)}`}>
                  {column.cell(row)}
                </td>
              ))}
              <td className={cellClass}>
                <div className="flex justify-end gap-2">{actions(row)}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
