import Link from '@/components/ui/link';
import { PageSection } from '../ui/page-section';
import type { PageBlocks } from '@/lib/content/schemas';

/** How we help: the five numbered steps, some with a link to read more. */
export function ProcessSection({ block }: { block: PageBlocks<'home'>['process'] }) {
  return (
    <PageSection id="process-heading" block={block}>
      <ol className="mt-10 grid gap-6 md:grid-cols-5">
        {block.steps.map((step, i) => (
          <li key={step.title} className="rounded-xl border border-slate-200 p-5">
            <span className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
              {i + 1}
            </span>
            <h3 className="mt-3 text-lg font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-2 text-sm text-slate-700">{step.text}</p>
            {step.link ? (
              <Link
                href={step.link.href}
                className="mt-3 inline-block text-sm font-semibold text-brand-800 hover:underline"
              >
                {step.link.label}
                <span className="sr-only">: {step.title}</span>
              </Link>
            ) : null}
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
