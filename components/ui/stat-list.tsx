/** The figures band of the home page and About page: label under value, values computed from content. */
export function StatList({
  items,
}: {
  items: readonly { key: string; label: string; value: string }[];
}) {
  return (
    <dl className="mt-10 grid grid-cols-2 gap-6 lg:grid-cols-4">
      {items.map((s) => (
        <div key={s.key} className="flex flex-col-reverse">
          <dt className="mt-1 text-brand-100">{s.label}</dt>
          <dd className="text-4xl font-bold">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
