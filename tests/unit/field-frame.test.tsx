/**
 * The frame of a field whose message is handed to it (components/forms/field-frame.tsx), as the
 * reminder's and the complaint's forms use it: the control described by its hint and its error,
 * marked invalid only with an error, and the hint where each form puts it.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ComplaintField } from '@/components/complain/complaint-field';
import { RemindField } from '@/components/remind/remind-field';

/** Where each piece starts in the markup, to compare their order. */
const at = (html: string, ...pieces: string[]) => pieces.map((p) => html.indexOf(p));

describe('a field with its hint and the message of its check', () => {
  it('the reminder: control, then hint, then error, the control described by both', () => {
    const html = renderToStaticMarkup(
      <RemindField id="r-months" label="Months" hint="As in the contract" error="Too many">
        {(w) => <input {...w} name="months" />}
      </RemindField>,
    );
    expect(html).toContain('aria-describedby="r-months-hint r-months-error"');
    expect(html).toContain('aria-invalid="true"');
    const [label, input, hint, error] = at(
      html,
      '<label for="r-months"',
      '<input id="r-months"',
      'id="r-months-hint"',
      'id="r-months-error"',
    );
    expect([label, input, hint, error].every((i) => i >= 0)).toBe(true);
    expect(label < input && input < hint && hint < error).toBe(true);
  });

  it('the complaint: the hint between label and control, the control named, nothing invalid without an error', () => {
    const html = renderToStaticMarkup(
      <ComplaintField name="amount" label="Amount" hint="As on the bill" optional="optional">
        {(c) => <input {...c} />}
      </ComplaintField>,
    );
    expect(html).toContain('name="amount"');
    expect(html).toContain('aria-describedby="complain-amount-hint"');
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('complain-amount-error');
    const [label, optional, hint, input] = at(
      html,
      '<label for="complain-amount"',
      'optional</span></label>',
      'id="complain-amount-hint"',
      '<input id="complain-amount"',
    );
    expect([label, optional, hint, input].every((i) => i >= 0)).toBe(true);
    expect(label < optional && optional < hint && hint < input).toBe(true);
  });
});
