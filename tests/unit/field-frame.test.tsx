/**
 * The frame of a field whose message is handed to it (components/forms/field-frame.tsx), as the
 * reminder's and the complaint's forms use it: the control described by its hint and its error,
 * marked invalid only with an error, and the hint where each form puts it.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ComplaintField } from '@/components/complain/complaint-field';
import { RemindField } from '@/components/remind/remind-field';

/** Whether every piece is in the markup, each after the one before it. */
const inOrder = (html: string, ...pieces: string[]) => {
  const at = pieces.map((p) => html.indexOf(p));
  return at.every((i, k) => i >= 0 && (k === 0 || at[k - 1] < i));
};

describe('a field with its hint and the message of its check', () => {
  it('the reminder: control, then hint, then error, the control described by both', () => {
    const html = renderToStaticMarkup(
      <RemindField id="r-months" label="Months" hint="As in the contract" error="Too many">
        {(w) => <input {...w} name="months" />}
      </RemindField>,
    );
    expect(html).toContain('aria-describedby="r-months-hint r-months-error"');
    expect(html).toContain('aria-invalid="true"');
    const pieces = [
      '<label for="r-months"',
      '<input id="r-months"',
      'p id="r-months-hint"',
      'p id="r-months-error"',
    ];
    expect(inOrder(html, ...pieces)).toBe(true);
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
    expect(
      inOrder(
        html,
        'for="complain-amount"',
        'optional</span>',
        'p id="complain-amount-hint"',
        '<input',
      ),
    ).toBe(true);
  });
});
