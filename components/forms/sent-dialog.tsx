'use client';

import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { useFormLive } from './form-state';

/**
 * A dialog that opens each time its form was sent (the contact form's 'Thank you!'). It is only
 * mounted while open: a Headless UI dialog, even closed, checks that hydration is over with a
 * store whose server value differs from the browser's, and that forced a synchronous re-render
 * inside the page's hydration (36 ms of one task on /contact, 4 times that on a phone).
 */
export function SentDialog({ copy }: { copy: { title: string; text: string; close: string } }) {
  const { sends } = useFormLive();
  const [closedAt, setClosedAt] = useState(0);
  const close = () => setClosedAt(sends);
  if (sends <= closedAt) return null;
  return (
    <Dialog open onClose={close} className="fixed inset-0 z-50">
      <div className="absolute inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="absolute inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-sm rounded-2xl bg-white p-6 text-center shadow-xl">
          <DialogTitle className="text-2xl font-bold text-slate-900">{copy.title}</DialogTitle>
          <Description className="mt-2 text-slate-700">{copy.text}</Description>
          <button type="button" onClick={close} className="btn-primary mt-6">
            {copy.close}
          </button>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
