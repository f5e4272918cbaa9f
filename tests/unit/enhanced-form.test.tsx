// @vitest-environment happy-dom
/**
 * The one form shell (<EnhancedForm>) with a GET form's spec, as the comparison's add-forms would
 * use it: checked in the browser, errors next to their fields, sent in place (no post, no timing
 * token), the live values its leaves read, and the consent gate and count the contact form uses.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EnhancedForm } from '@/components/forms/enhanced-form';
import { Field } from '@/components/forms/field';
import { Control } from '@/components/forms/field-control';
import { CharacterCount, FormAlerts, SubmitButton } from '@/components/forms/form-feedback';
import type { FormSpec } from '@/components/forms/use-form';

afterEach(cleanup);

function offerForm(spec: FormSpec) {
  return render(
    <EnhancedForm form={spec} watch={['name', 'agree']} className="">
      <Field
        name="name"
        label="Offer name"
        description={<CharacterCount field="name" template="{count} of at least {min}" min={3} />}
      >
        {(c) => <Control as="input" {...c} />}
      </Field>
      <Field name="agree" label="I agree" check>
        {(c) => <Control as="input" {...c} type="checkbox" />}
      </Field>
      <SubmitButton label="Add" pendingLabel="Adding..." requires="agree" className="" />
      <FormAlerts summary="Correct the fields marked." />
    </EnhancedForm>,
  );
}

describe('<EnhancedForm> with a GET spec', () => {
  it('is a plain GET form to its action (what works without JavaScript), with no timing token', () => {
    const { container } = offerForm({ action: '/plans/compare', method: 'get', check: () => ({}) });
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/plans/compare');
    expect(form.querySelector('input[type="hidden"]')).toBeNull();
  });

  it('checks, shows errors next to their fields with a summary, and sends only a valid form', async () => {
    const send = vi.fn(() => ({ ok: true as const }));
    const check = vi.fn((d: FormData) =>
      String(d.get('name')).length < 3 ? { name: 'Name the offer.' } : {},
    );
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    offerForm({ action: '/plans/compare', method: 'get', check, send });
    const name = screen.getByRole('textbox', { name: 'Offer name' });
    const add = screen.getByRole('button', { name: 'Add' });

    // The gate: the button waits for the box, and the count follows the typing.
    expect((add as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree' }));
    expect((add as HTMLButtonElement).disabled).toBe(false);
    fireEvent.change(name, { target: { value: 'du' } });
    expect(screen.getByTestId('name-count').textContent).toBe('2 of at least 3');

    await act(async () => fireEvent.submit(add.closest('form')!));
    expect(check).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toBe('Correct the fields marked.');
    const describedBy = name.getAttribute('aria-describedby')!.split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Name the offer.',
    );

    fireEvent.change(name, { target: { value: 'du Power Plan' } });
    await act(async () => fireEvent.submit(add.closest('form')!));
    expect(send).toHaveBeenCalledTimes(1);
    expect((send.mock.calls[0] as unknown as [FormData])[0].get('name')).toBe('du Power Plan');
    await waitFor(() => expect(name.hasAttribute('aria-invalid')).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('without a `send` of its own, a checked form is submitted by the browser, as without JavaScript', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    offerForm({ action: '/plans/compare', method: 'get', check: () => ({}) });
    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree' }));
    const add = screen.getByRole('button', { name: 'Add' });
    await act(async () => fireEvent.submit(add.closest('form')!));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(fetchSpy).not.toHaveBeenCalled();
    submit.mockRestore();
    fetchSpy.mockRestore();
  });
});
