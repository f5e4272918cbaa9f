'use client';

import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { useOneOpen } from '@/components/use-one-open';

export type FaqItem = {
  id: string;
  question: string;
  answer: React.ReactNode;
  /** Optional decorative icon before the question. */
  icon?: React.ReactNode;
};

/** Accordion (FAQ, Plan Overview): one item open at a time; a click on the open item closes it. */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const group = useOneOpen();
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item) => (
        <Disclosure key={item.id} as="div">
          {({ open, close }) => {
            group.register(item.id, close);
            return (
              <>
                <h3>
                  <DisclosureButton
                    onClick={() => group.closeOthers(item.id, open)}
                    className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50"
                  >
                    <span className="flex items-center gap-3">
                      {item.icon}
                      {item.question}
                    </span>
                    <svg
                      viewBox="0 0 20 20"
                      className={`h-5 w-5 shrink-0 text-brand-700 transition-transform ${open ? 'rotate-180' : ''}`}
                      aria-hidden="true"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth={2}
                    >
                      <path d="m5 8 5 5 5-5" />
                    </svg>
                  </DisclosureButton>
                </h3>
                <DisclosurePanel unmount={false} className="prose prose-slate max-w-none px-5 pb-5">
                  {item.answer}
                </DisclosurePanel>
              </>
            );
          }}
        </Disclosure>
      ))}
    </div>
  );
}
