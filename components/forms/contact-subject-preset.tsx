'use client';

import { useEffect } from 'react';
import { subjectFromQuery } from '@/lib/forms/validation/contact-fields';

/**
 * A link such as /contact?subject=correction presets the contact form's subject. The query string
 * exists only in the browser: the server renders the default, and the preset becomes the select's
 * default (so a reset after sending keeps it). Renders nothing.
 */
export function SubjectPreset({ name }: { name: string }) {
  useEffect(() => {
    const preset = subjectFromQuery(window.location.search);
    const option = document.querySelector<HTMLOptionElement>(
      `select[name="${name}"] option[value="${preset}"]`,
    );
    if (preset && option) {
      option.defaultSelected = true;
      option.selected = true;
    }
  }, [name]);
  return null;
}
