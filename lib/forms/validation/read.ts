/**
 * A posted form's fields in a schema's input shape, free of zod (the forms import it with the
 * page): each text field as a string ('' when absent or not text), each tick box as whether it
 * was ticked.
 */
export function readForm<T extends string, B extends string>(
  form: FormData,
  texts: readonly T[],
  ticks: readonly B[],
): Record<T, string> & Record<B, boolean> {
  const text = (k: string) => {
    const v = form.get(k);
    return typeof v === 'string' ? v : '';
  };
  return Object.fromEntries([
    ...texts.map((k) => [k, text(k)]),
    ...ticks.map((k) => [k, text(k) === 'on']),
  ]) as Record<T, string> & Record<B, boolean>;
}
