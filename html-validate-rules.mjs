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
 */
import { Rule } from 'html-validate';

class TabHasPanel extends Rule {
  documentation() {
    return {
      description:
        'A role="tab" element must have a role="tabpanel" element: by aria-controls, or named by its aria-labelledby.',
    };
  }

  setup() {
    this.on('dom:ready', ({ document }) => {
      const panels = document.querySelectorAll('[role="tabpanel"]');
      const panelIds = new Set(panels.map((p) => p.id).filter(Boolean));
      const labelledBy = new Set(
        panels.flatMap((p) =>
          (p.getAttributeValue('aria-labelledby') ?? '').split(/\s+/).filter(Boolean),
        ),
      );
      for (const tab of document.querySelectorAll('[role="tab"]')) {
        const controls = (tab.getAttributeValue('aria-controls') ?? '')
          .split(/\s+/)
          .filter(Boolean);
        if (controls.some((id) => panelIds.has(id))) continue;
        if (tab.id && labelledBy.has(tab.id)) continue;
        this.report(
          tab,
          'role="tab" element has no role="tabpanel" in the page (aria-controls names none, and no panel is labelled by it)',
        );
      }
    });
  }
}

class SelectPlaceholder extends Rule {
  documentation() {
    return {
      description:
        'A required <select> without multiple and with no size above 1 must start with an option whose value is empty or that has no text.',
    };
  }

  setup() {
    this.on('dom:ready', ({ document }) => {
      for (const select of document.querySelectorAll('select[required]')) {
        if (select.hasAttribute('multiple')) continue;
        const size = Number(select.getAttributeValue('size') ?? '1');
        if (size > 1) continue;
        const first = select.querySelector('option');
        if (!first) continue;
        const value = first.getAttributeValue('value');
        const emptyValue = value === '' || (value === null && first.textContent.trim() === '');
        if (emptyValue || first.textContent.trim() === '') continue;
        this.report(
          select,
          'a required <select> must start with a placeholder option (empty value or no text)',
        );
      }
    });
  }
}

const plugin = {
  name: 'clearsignal-html-rules',
  rules: {
    'local/tab-has-panel': TabHasPanel,
    'local/select-placeholder': SelectPlaceholder,
  },
};

export default plugin;
