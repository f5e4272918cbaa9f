import { Honeypot } from '@/components/forms/bot-fields';
import Link from '@/components/ui/link';
import { bidiText } from '@/components/ui/bidi-text';
import { absoluteUrl } from '@/lib/config/site';
import type { RemindBlocks } from '@/lib/content/schemas/pages/remind';
import { fillSlots, plural, type Locale } from '@/lib/i18n/format';
import { reminderEntry } from '@/lib/remind/entry';
import { keptPeriods } from '@/lib/remind/kept';
import type { ReminderPlan } from '@/lib/remind/plan';
import type { Reminder, RemindField } from '@/lib/remind/request';
import { EmailForm } from './email-form';

/**
 * "E-mail me instead", once the reminder's fields passed the check: what will be sent and when,
 * a link back to change the dates, and the form that asks for the address (./email-form.tsx).
 */
export function EmailStep({
  locale,
  copy,
  reminder,
  plan,
  fields,
}: {
  locale: Locale;
  copy: RemindBlocks;
  reminder: Reminder;
  plan: ReminderPlan | null;
  fields: Partial<Record<RemindField, string>>;
}) {
  const entry = reminderEntry(reminder, plan, copy.entry, locale, absoluteUrl);
  const kept = Object.fromEntries(Object.entries(fields).filter(([, v]) => v)) as Record<
    string,
    string
  >;
  const summary = fillSlots(copy.email.summary, {
    due: entry.due,
    days: plural(reminder.lead, copy.entry.days, locale),
  });
  return (
    <section aria-labelledby="remind-email-heading" id="remind-email" className="space-y-3">
      <h2 id="remind-email-heading" className="text-2xl font-bold text-slate-900">
        {copy.email.heading}
      </h2>
      <p className="font-semibold text-slate-900" data-testid="remind-summary">
        {bidiText(summary)}
      </p>
      <p className="text-slate-700">{fillSlots(copy.email.text, keptPeriods(locale))}</p>
      <p>
        <Link href={`/remind?${new URLSearchParams(kept)}`} className="underline">
          {copy.email.change}
        </Link>
      </p>
      <EmailForm
        locale={locale}
        fields={kept}
        copy={{ email: copy.email.email, consent: copy.email.consent, button: copy.email.button }}
        honeypot={<Honeypot locale={locale} />}
      />
    </section>
  );
}
