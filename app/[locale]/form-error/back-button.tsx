'use client';

/** history.back() keeps what the visitor typed in the form. */
export function BackButton({ label }: { label: string }) {
  return (
    <button type="button" className="btn-primary" onClick={() => history.back()}>
      {label}
    </button>
  );
}
