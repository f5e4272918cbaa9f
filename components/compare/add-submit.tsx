/**
 * The submit button of a form that adds an offer to the comparison: disabled while the comparison
 * is full, and then described by the note saying so (rendered after it, with the id `noteId`).
 */
export function AddSubmit({
  label,
  full,
  fullText,
  noteId,
  noteClassName = 'text-sm text-slate-700',
}: {
  label: string;
  full: boolean;
  fullText: string;
  noteId: string;
  noteClassName?: string;
}) {
  return (
    <>
      <button
        type="submit"
        className="btn-primary"
        disabled={full}
        aria-describedby={full ? noteId : undefined}
      >
        {label}
      </button>
      {full ? (
        <p id={noteId} className={noteClassName}>
          {fullText}
        </p>
      ) : null}
    </>
  );
}
