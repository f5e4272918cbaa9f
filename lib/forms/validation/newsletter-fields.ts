/** Newsletter form helpers, free of zod. */
/** Reads a FormData into the schema's shape: checkboxes become booleans. */
export function newsletterFromForm(form: FormData) {
  return { email: String(form.get('email') ?? ''), consent: form.get('consent') === 'on' };
}
