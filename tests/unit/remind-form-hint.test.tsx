/**
 * The hint under the reminder form's plan (issue 54, the last reader's findings): "filled in from
 * the catalogue" only while the months are the catalogue's own figure for what ends, not for a
 * number the visitor typed; and for a plan without a contract, the months come from the
 * operator's offer or the bill, not from a contract it does not have. Both languages.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RemindForm } from '@/components/remind/remind-form';
import { getPage } from '@/lib/content';
import { fillSlots } from '@/lib/i18n/format';
import { reminderPlan } from '@/lib/remind/plan';

describe.each(['en', 'ar'] as const)('the plan hint on /remind (%s)', (locale) => {
  const f = getPage('remind', locale).blocks.form;
  const copy = getPage('remind', locale).blocks;
  const hintOf = (slug: string, values: Record<string, string>) => {
    const plan = reminderPlan(slug, locale)!;
    const html = renderToStaticMarkup(
      <RemindForm
        locale={locale}
        copy={copy}
        plans={[{ slug: plan.slug, name: plan.name }]}
        plan={plan}
        values={{ plan: slug, ...values }}
        errors={{}}
      />,
    );
    // Every hint the copy has for a plan, as the form would fill it: which one the page shows.
    const hints = (['prefilled', 'notStated', 'notStatedNoContract'] as const).filter((k) =>
      html.includes(escape(fillSlots(f[k], { plan: plan.name }).split(plan.name)[1])),
    );
    return hints;
  };

  it("says the months come from the catalogue while they are the catalogue's figure", () => {
    expect(hintOf('elife-ultra-starter-24-months', { what: 'contract', months: '24' })).toEqual([
      'prefilled',
    ]);
  });

  it('does not say so of months the visitor typed', () => {
    expect(hintOf('elife-ultra-starter-24-months', { what: 'contract', months: '12' })).toEqual([
      'notStated',
    ]);
    // A plan without a contract, a contract chosen and 12 typed: the catalogue states no 12.
    expect(
      hintOf('control-plan-80-flexible', {
        what: 'contract',
        startDate: '2026-06-15',
        months: '12',
      }),
    ).toEqual(['notStatedNoContract']);
  });

  it("sends a plan without a contract to the operator's offer or the bill, not a contract", () => {
    expect(hintOf('elife-ultra-starter-no-commitment', { what: 'promotion', months: '' })).toEqual([
      'notStatedNoContract',
    ]);
    expect(f.notStatedNoContract).toMatch(
      locale === 'en' ? /operator's offer or your bill\.$/ : /عرض المشغّل أو في فاتورتك\.$/,
    );
    expect(f.notStatedNoContract).not.toMatch(/contract\.$|عقدك\.$/);
  });
});

/** As React escapes text: the apostrophe, quotes and ampersand. */
const escape = (t: string) =>
  t.replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;');
