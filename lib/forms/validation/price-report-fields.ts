/** Price-report form helpers, free of zod (the form imports them with the page). */
export function priceReportFromForm(form: FormData) {
  const get = (k: string) => {
    const v = form.get(k);
    return typeof v === 'string' ? v : '';
  };
  return {
    planId: get('planId'),
    problem: get('problem'),
    sourceUrl: get('sourceUrl'),
    email: get('email'),
    consent: get('consent') === 'on',
  };
}
