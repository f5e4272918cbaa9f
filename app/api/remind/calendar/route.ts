import { isLocale, DEFAULT_LOCALE } from '@/lib/i18n/format';
import { localePath } from '@/lib/i18n/paths';
import { calendarAnswer } from '@/lib/remind/calendar';
import { ICS_CONTENT_TYPE } from '@/lib/remind/ics';
import { REMIND_FIELDS } from '@/lib/remind/request';

export const dynamic = 'force-dynamic';

/**
 * "Add to my calendar" (issue 54): /remind's GET form lands here and gets the calendar file,
 * made in the answer and kept nowhere, so a GET is honest and works without JavaScript (a Server
 * Action cannot answer a file download). Fields that do not pass the form's schema send the
 * visitor back to the form with them, where the page shows each field's message (it runs the
 * same check). Nothing is stored or logged; the answer is not cached.
 */
export function GET(req: Request) {
  const query = new URL(req.url).searchParams;
  const asked = query.get('locale');
  const locale = isLocale(asked) ? asked : DEFAULT_LOCALE;
  const answer = calendarAnswer((name) => query.get(name) ?? undefined, locale);
  if (!answer.ok) {
    const back = new URLSearchParams();
    for (const k of REMIND_FIELDS) {
      const v = query.get(k);
      if (v) back.set(k, v.slice(0, 200));
    }
    back.set('check', '1');
    return new Response(null, {
      status: 303,
      headers: {
        location: localePath(`/remind?${back}#remind-form`, locale),
        'cache-control': 'no-store',
      },
    });
  }
  return new Response(answer.ics, {
    headers: {
      'content-type': ICS_CONTENT_TYPE,
      'content-disposition': `attachment; filename="${answer.fileName}"`,
      'cache-control': 'no-store',
    },
  });
}
