/** Plan advice form helpers, free of zod. */
export const PLAN_ADVICE_AGREEMENT_ERROR = 'Please agree to Terms and Privacy Policy';

export function planAdviceFromForm(form: FormData) {
  const get = (k: string) => {
    const v = form.get(k);
    return typeof v === 'string' ? v : '';
  };
  return {
    name: get('name'),
    email: get('email'),
    message: get('message'),
    agree: get('agree') === 'on',
  };
}
