import type { ReactNode } from 'react'

const cellClass = 'px-4 py-3 text-left align-middle'

export interface AdminTableColumn<T> {
  header: string
  cell: (row: T) => ReactNode
}

/**
 * A list of the admin's as a table: each row's name is its row header, then `columns`, then
 * the row's actions (buttons and links named after the row for screen readers).
 */
export function AdminTable<T extends { id: string; name: string }>({
  rows,
  caption,
  columns,
  actions,
}: {
  rows: readonly T[]
  /** The table's (screen-reader) caption, e.g. 'Teachers'. */
  caption: string
  /** The columns after Name. */
  columns: readonly AdminTableColumn<T>[]
  actions: (row: T) => ReactNode
}) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-gray-200">
      {/* relative: the rows' sr-only labels are absolutely positioned and would otherwise
          escape this scroll box and widen the page on narrow screens. */}
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 text-gray-900">
          <tr>
            {['Name', ...columns.map((column) => column.header)].map((header) => (
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
              <th scope="row" className={`${cellClass} font-medium whitespace-nowrap text-gray-900`}>
                {row.name}
              </th>
              {columns.map((column) => (
                <td key={column.header} className={`${cellClass} whitespace-nowrap`}>
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
