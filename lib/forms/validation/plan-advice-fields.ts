/** Plan advice form helpers, free of zod. */
export const ADVICE_MESSAGE_MIN = 20;
export const ADVICE_MESSAGE_MAX = 3000;

export function planAdviceFromForm(form: FormData) {
  const get = (k: string) => {
    const v = form.get(k);
    return typeof v === 'string' ? v : '';
  };
  return {
    name: get('name'),
    email: get('email'),
    message: get('message'),
    consent: get('consent') === 'on',
    terms: get('terms') === 'on',
  };
}
