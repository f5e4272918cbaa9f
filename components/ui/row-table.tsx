export type TableRow = {
  key: string;
  /** The row's first cell heads it (a row header); the rest are its data cells. */
  cells: readonly [React.ReactNode, ...React.ReactNode[]];
  /** Marks the row for tests and styles (`data-role`). */
  dataRole?: string;
};

/**
 * A table built from data for MDX pages (the privacy policy's processors, the methodology's
 * catalogue sources): a column header each, and rows each headed by their first cell.
 */
export function RowTable({
  testId,
  columns,
  rows,
}: {
  testId: string;
  columns: readonly string[];
  rows: readonly TableRow[];
}) {
  return (
    <table data-testid={testId}>
      <thead>
        <tr>
          {columns.map((column, i) => (
            <th key={i} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, cells: [head, ...data], dataRole }) => (
          <tr key={key} data-role={dataRole}>
            <th scope="row">{head}</th>
            {data.map((cell, i) => (
              <td key={i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
