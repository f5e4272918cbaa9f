import {
  BANNER_ACTIONS,
  BANNER_ACTION_FIELD,
  OPTIONAL_CATEGORIES,
  type CookieClass,
} from '@/lib/consent';
import type { UiBlocks } from '@/lib/content/schemas';
import Link from '@/components/ui/link';
import { StrokeIcon } from '../ui/stroke-icon';
import { CategorySwitch } from './stored-choice';
import { SwitchInput } from './switch-input';

type Copy = UiBlocks['cookieConsent'];

/** One of the banner's buttons: a submit button of the banner's form, told apart by its value. */
function ActionButton({
  action,
  primary = false,
  children,
}: {
  action: (typeof BANNER_ACTIONS)[keyof typeof BANNER_ACTIONS];
  primary?: boolean;
  children: React.ReactNode;
}) {
  return (
    <button
      type="submit"
      name={BANNER_ACTION_FIELD}
      value={action}
      className={primary ? 'btn-primary' : 'btn-secondary'}
    >
      {children}
    </button>
  );
}

/** The banner's close (X) button: hides it and stores nothing. */
export function ConsentClose({ copy }: { copy: Copy }) {
  return (
    <button
      type="submit"
      name={BANNER_ACTION_FIELD}
      value={BANNER_ACTIONS.close}
      aria-label={copy.close}
      className="absolute end-3 top-3 inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
    >
      <StrokeIcon size={20} strokeWidth={2} className="h-5 w-5">
        <path d="M5 5l10 10M15 5 5 15" />
      </StrokeIcon>
    </button>
  );
}

/** The banner's summary mode (spec section 4), rendered on the server. */
export function ConsentSummary({ copy }: { copy: Copy }) {
  return (
    <div className="flex flex-col gap-4 pe-10 lg:flex-row lg:items-center lg:justify-between">
      <div className="max-w-3xl">
        {/* Small type on phones, in two short paragraphs: the banner stays below the page's own
            lead in size, so it is never the page's largest paint (a paragraph is one candidate;
            e2e/routes-sweep.spec.ts checks every route in both languages). */}
        <h2 className="text-sm font-semibold text-slate-900 sm:text-base">{copy.heading}</h2>
        <p className="mt-1 text-xs text-slate-700 sm:text-sm">{copy.text}</p>
        <p className="mt-1 text-xs text-slate-700 sm:text-sm">
          {copy.textMore}{' '}
          <Link
            href={copy.policyLink.href}
            className="font-medium text-brand-800 underline underline-offset-2"
          >
            {copy.policyLink.label}
          </Link>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <ActionButton action={BANNER_ACTIONS.acceptAll} primary>
          {copy.acceptAll}
        </ActionButton>
        <ActionButton action={BANNER_ACTIONS.rejectOptional}>{copy.rejectOptional}</ActionButton>
        <ActionButton action={BANNER_ACTIONS.customize}>{copy.customize}</ActionButton>
      </div>
    </div>
  );
}

/** A category of the preferences: its name, what it does and its switch. */
function Category({ copy, category }: { copy: Copy; category: CookieClass }) {
  const id = `cookie-consent-${category}`;
  const { title, text } = copy.categories[category];
  return (
    <li className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-3">
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-slate-900">
          {title}
          {category === 'necessary' ? (
            <span className="ms-2 text-xs font-medium text-slate-700">({copy.alwaysOn})</span>
          ) : null}
        </label>
        <p id={`${id}-text`} className="mt-0.5 text-sm text-slate-700">
          {text}
        </p>
      </div>
      {category === 'necessary' ? (
        <SwitchInput id={id} describedBy={`${id}-text`} defaultChecked disabled />
      ) : (
        <CategorySwitch category={category} id={id} describedBy={`${id}-text`} />
      )}
    </li>
  );
}

/** The banner's preferences mode below its heading: necessary locked on, the optional switches, Save. */
export function ConsentPreferences({ copy }: { copy: Copy }) {
  return (
    <>
      <ul className="mt-3 grid gap-3 md:grid-cols-2">
        {(['necessary', ...OPTIONAL_CATEGORIES] as const).map((c) => (
          <Category key={c} copy={copy} category={c} />
        ))}
      </ul>
      <div className="mt-4">
        <ActionButton action={BANNER_ACTIONS.save} primary>
          {copy.savePreferences}
        </ActionButton>
      </div>
    </>
  );
}
