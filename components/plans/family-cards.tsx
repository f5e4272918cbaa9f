'use client';

import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { useOneOpen } from '@/components/use-one-open';

export type FamilyCard = {
  id: string;
  title: string;
  summary?: string;
  icon: React.ReactNode;
  details: React.ReactNode;
};

/** The #family click-to-expand cards: none open at first, one open at a time. */
export function FamilyCards({ cards }: { cards: FamilyCard[] }) {
  const group = useOneOpen();
  return (
    <ul className="grid items-start gap-4 md:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.id}>
          <Disclosure as="div" className="rounded-xl border border-slate-200 bg-white">
            {({ open, close }) => {
              group.register(card.id, close);
              return (
                <>
                  <h3>
                    <DisclosureButton
                      onClick={() => group.closeOthers(card.id, open)}
                      className="flex w-full items-start gap-4 rounded-xl p-5 text-left hover:bg-slate-50"
                    >
                      <span className="inline-flex shrink-0 rounded-lg bg-brand-50 p-2 text-brand-700">
                        {card.icon}
                      </span>
                      <span className="flex-1">
                        <span className="block text-lg font-semibold text-slate-900">
                          {card.title}
                        </span>
                        {card.summary ? (
                          <span className="mt-1 block text-sm font-normal text-slate-700">
                            {card.summary}
                          </span>
                        ) : null}
                      </span>
                      <svg
                        viewBox="0 0 20 20"
                        className={`mt-1 h-5 w-5 shrink-0 text-brand-700 transition-transform ${open ? 'rotate-180' : ''}`}
                        aria-hidden="true"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth={2}
                      >
                        <path d="m5 8 5 5 5-5" />
                      </svg>
                    </DisclosureButton>
                  </h3>
                  <DisclosurePanel unmount={false} className="px-5 pb-5">
                    {card.details}
                  </DisclosurePanel>
                </>
              );
            }}
          </Disclosure>
        </li>
      ))}
    </ul>
  );
}
