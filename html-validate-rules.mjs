/**
 * Two conformance rules of the HTML standard and WAI-ARIA that html-validate does not check and
 * the Nu Html Checker does, so `npm run test:html` (scripts/validate-html.mjs) fails on them too:
 *
 * - `local/tab-has-panel`: every `role="tab"` element names a `role="tabpanel"` in the page, by its
 *   `aria-controls` or by the panel's `aria-labelledby` (Nu: "Every active role=tab element must
 *   have a corresponding role=tabpanel element"; a tab set that renders only the selected panel,
 *   or links them only once its script runs, fails).
 * - `local/select-placeholder`: a `required` single-choice `<select>` (no `multiple`, no size > 1)
 *   starts with a placeholder option: an empty `value`, or no text (HTML's "placeholder label
 *   option").
 * - `local/form-dup-name`: html-validate's `form-dup-name` (each form control names a different
 *   field, or shares it as radio buttons and checkboxes do), except hidden inputs: a repeated
 *   hidden name is a list the standard submits in order (`o=a&o=b`, a comparison's offers), which
 *   its rule has no option to allow.
 */
import { Rule } from 'html-validate';

/**
 * A rule that checks the whole document once it is parsed: `check(document, report)`, where
 * `report(node, message)` reports an error at a node.
 */
function documentRule(description, check) {
  return class extends Rule {
    documentation() {
      return { description };
    }

    setup() {
      this.on('dom:ready', ({ document }) =>
        check(document, (node, message) => this.report(node, message)),
      );
    }
  };
}

const TabHasPanel = documentRule(
  'A role="tab" element must have a role="tabpanel" element: by aria-controls, or named by its aria-labelledby.',
  (document, report) => {
    const panels = document.querySelectorAll('[role="tabpanel"]');
    const panelIds = new Set(panels.map((p) => p.id).filter(Boolean));
    const labelledBy = new Set(
      panels.flatMap((p) =>
        (p.getAttributeValue('aria-labelledby') ?? '').split(/\s+/).filter(Boolean),
      ),
    );
    for (const tab of document.querySelectorAll('[role="tab"]')) {
      const controls = (tab.getAttributeValue('aria-controls') ?? '').split(/\s+/).filter(Boolean);
      if (controls.some((id) => panelIds.has(id))) continue;
      if (tab.id && labelledBy.has(tab.id)) continue;
      report(
        tab,
        'role="tab" element has no role="tabpanel" in the page (aria-controls names none, and no panel is labelled by it)',
      );
    }
  },
);

const SelectPlaceholder = documentRule(
  'A required <select> without multiple and with no size above 1 must start with an option whose value is empty or that has no text.',
  (document, report) => {
    for (const select of document.querySelectorAll('select[required]')) {
      if (select.hasAttribute('multiple')) continue;
      const size = Number(select.getAttributeValue('size') ?? '1');
      if (size > 1) continue;
      const first = select.querySelector('option');
      if (!first) continue;
      const value = first.getAttributeValue('value');
      const emptyValue = value === '' || (value === null && first.textContent.trim() === '');
      if (emptyValue || first.textContent.trim() === '') continue;
      report(
        select,
        'a required <select> must start with a placeholder option (empty value or no text)',
      );
    }
  },
);

/** Input types whose controls share a name by design; hidden ones carry a repeated field. */
const SHARED = new Set(['radio', 'checkbox', 'button', 'reset', 'submit', 'hidden']);

const FormDupName = documentRule(
  'Each form control must have a unique name (hidden inputs may repeat one).',
  (document, report) => {
    for (const form of document.querySelectorAll('form')) {
      const seen = new Set();
      for (const control of form.querySelectorAll('input[name], select[name], textarea[name]')) {
        const type = control.is('input') ? (control.getAttributeValue('type') ?? 'text') : '';
        const name = control.getAttributeValue('name');
        if (!name || SHARED.has(type)) continue;
        if (seen.has(name)) report(control, `Duplicate form control name "${name}"`);
        seen.add(name);
      }
    }
  },
);

const plugin = {
  name: 'clearsignal-html-rules',
  rules: {
    'local/tab-has-panel': TabHasPanel,
    'local/select-placeholder': SelectPlaceholder,
    'local/form-dup-name': FormDupName,
  },
};

export default plugin;
