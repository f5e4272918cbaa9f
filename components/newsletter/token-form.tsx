import { LOCALE_FIELD } from '@/lib/forms/fields';
import type { Locale } from '@/lib/i18n/format';

/**
 * The one button of a mailed link's page (confirm, unsubscribe): a POST of the link's token, in
 * the page's language, to `action`, which answers with a redirect back. Works without JavaScript.
 */
export function TokenForm({
  action,
  token,
  locale,
  label,
}: {
  action: string;
  token: string | undefined;
  locale: Locale;
  label: string;
}) {
  return (
    <form method="post" action={action}>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name={LOCALE_FIELD} value={locale} />
      <button type="submit" className="btn-primary">
        {label}
      </button>
    </form>
  );
}
