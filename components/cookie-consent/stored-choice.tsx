'use client';

import { createContext, use } from 'react';
import type { Consent, OptionalCategory } from '@/lib/consent';
import { SwitchInput } from './switch-input';

/** The stored choice the open preferences start from (null: nothing stored yet). */
export const StoredChoice = createContext<Consent | null>(null);

/** An optional category's switch in the server-rendered preferences, set to the stored choice. */
export function CategorySwitch({
  category,
  id,
  describedBy,
}: {
  category: OptionalCategory;
  id: string;
  describedBy: string;
}) {
  const stored = use(StoredChoice);
  return (
    <SwitchInput
      id={id}
      name={category}
      describedBy={describedBy}
      defaultChecked={stored?.[category] ?? false}
    />
  );
}
