import type { CatalogueEntry } from '@/lib/catalogue/entries';
import type { PlanSectionProps } from './plan-header-section';
import type { CatalogueBlocks } from '@/lib/content/schemas';
import {
  fillSlots,
  formatAed,
  formatAedOr,
  joinList,
  plural,
  type Locale,
} from '@/lib/i18n/format';
import { deviceChargeDue, NOT_STATED } from '@/lib/pricing';
import { HeadedSection } from '@/components/ui/headed-section';

type Facts = CatalogueBlocks['facts'];

/** The minutes a plan includes, national (or unlimited), flexible and international. */
function minutesText(minutes: CatalogueEntry['minutes'], f: Facts, locale: Locale): string[] {
  if (!minutes) return [];
  return [
    minutes.national !== undefined
      ? minutes.national === 'unlimited'
        ? fillSlots(f.national.other, { count: f.unlimited })
        : plural(minutes.national, f.national, locale)
      : null,
    minutes.flexible !== undefined ? plural(minutes.flexible, f.flexible, locale) : null,
    minutes.international !== undefined
      ? plural(minutes.international, f.international, locale)
      : null,
  ].filter((m): m is string => Boolean(m));
}

/** A fact of the details list: its label and value (`wide` spans both columns). */
function Fact({
  label,
  wide,
  children,
}: {
  label: string;
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm text-slate-600">{label}</dt>
      {children}
    </div>
  );
}

/**
 * Device charges the quoted formula leaves due in no month (a one-month schedule, as the
 * no-commitment plan's): their row says nothing is due, and lists the terms' figures (issue 51).
 */
const neverDue = (charges: NonNullable<CatalogueEntry['deviceCharges']>) =>
  charges.every((c) => c.months !== NOT_STATED && deviceChargeDue(c.amount, c.months, 0) === 0);

/** The plan's details: minutes, speed, fair usage, fees, device, device charges, promotion, inclusions. */
export function PlanDetailsSection({ plan, copy: b, locale }: PlanSectionProps) {
  const f = b.facts;
  const aed = (fils: number) => formatAed(fils, locale);
  const minutes = minutesText(plan.minutes, f, locale);
  return (
    <HeadedSection id="facts-heading" heading={b.plan.detailsHeading}>
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {minutes.length ? (
          <Fact label={f.minutes}>
            <dd className="text-slate-900">{joinList(minutes, locale)}</dd>
          </Fact>
        ) : null}
        {plan.speedMbps ? (
          <Fact label={f.speedLabel}>
            <dd className="text-slate-900">{fillSlots(f.speed, { mbps: plan.speedMbps })}</dd>
          </Fact>
        ) : null}
        {plan.fairUsage ? (
          <Fact label={f.data}>
            <dd className="text-slate-900">{plan.fairUsage}</dd>
          </Fact>
        ) : null}
        <Fact label={f.fees}>
          <dd className="text-slate-900">
            {plan.fees.length
              ? joinList(
                  plan.fees.map((fee) => `${b.fees[fee.kind]}: ${aed(fee.amount)}`),
                  locale,
                )
              : f.noFees}
          </dd>
        </Fact>
        {plan.device ? (
          <Fact label={f.device}>
            <dd className="text-slate-900">
              {plan.device.name}: {aed(plan.device.monthly)} × {plan.device.months}
            </dd>
          </Fact>
        ) : null}
        {plan.deviceCharges?.length ? (
          <Fact label={f.deviceCharges} wide>
            <dd className="text-slate-900" data-device-charges>
              {neverDue(plan.deviceCharges)
                ? fillSlots(f.chargesNoneDue, {
                    charges: joinList(
                      plan.deviceCharges.map((c) =>
                        fillSlots(f.chargeListed, {
                          name: c.name,
                          // Every amount the terms list for the device, the counted one first.
                          amount: formatAedOr([c.amount, ...(c.otherAmounts ?? [])], locale, {
                            whole: true,
                          }),
                        }),
                      ),
                      locale,
                      'semicolon',
                    ),
                  })
                : joinList(
                    plan.deviceCharges.map((c) => {
                      // The terms say whether a device charge includes VAT only where its own field says so.
                      const chargeVat =
                        c.vatIncluded === undefined
                          ? f.vatNotStated
                          : c.vatIncluded
                            ? f.vatIncluded
                            : f.vatExcluded;
                      const slots = { name: c.name, amount: `${aed(c.amount)} ${chargeVat}` };
                      return c.months === NOT_STATED
                        ? fillSlots(f.chargeNotStated, slots)
                        : plural(c.months, f.chargeOver, locale, slots);
                    }),
                    locale,
                    'semicolon',
                  )}
            </dd>
          </Fact>
        ) : null}
        {plan.promo ? (
          <Fact label={f.promo}>
            <dd className="text-slate-900">
              {aed(plan.promo.monthly)} × {plan.promo.months}
              {plan.promo.note ? ` (${plan.promo.note})` : ''}
            </dd>
          </Fact>
        ) : null}
        {plan.inclusions.length ? (
          <Fact label={f.inclusions} wide>
            <dd>
              <ul className="list-disc space-y-1 ps-5 text-slate-900">
                {plan.inclusions.map((i) => (
                  <li key={i}>{i}</li>
                ))}
              </ul>
            </dd>
          </Fact>
        ) : null}
      </dl>
    </HeadedSection>
  );
}
