/**
 * A list of points, each after a check mark (or a warning mark for considerations), under its
 * heading (an h4: the lists are parts of a card). The marks are the stylesheet's (check-marks and
 * warn-marks in app/globals.css): each point is one element.
 */
export function CheckList({
  heading,
  items,
  tone = 'check',
}: {
  heading: string;
  items: string[];
  tone?: 'check' | 'warn';
}) {
  return (
    <>
      <h4 className="mt-4 font-semibold text-slate-900">{heading}</h4>
      <ul
        className={`mt-3 space-y-2 text-slate-700 ${tone === 'check' ? 'check-marks' : 'warn-marks'}`}
      >
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}
