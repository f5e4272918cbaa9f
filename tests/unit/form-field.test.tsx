// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from '@/components/forms/field';
import { Control } from '@/components/forms/field-control';
import { FormContext, type FormState } from '@/components/forms/form-state';
import { formMessagesFor, fill } from '@/lib/forms/validation/messages';
import { contactSchema } from '@/lib/forms/validation/contact';
import { planAdviceSchema } from '@/lib/forms/validation/plan-advice';

const formMessages = formMessagesFor('en');

afterEach(cleanup);

const withErrors = (errors: FormState['errors']): FormState => ({
  hydrated: true,
  pending: false,
  sent: false,
  errors,
  message: '',
  values: {},
});

describe('<Field>', () => {
  it('wires label, description and error to the control', () => {
    render(
      <FormContext value={withErrors({ email: 'Enter your email address.' })}>
        <Field name="email" label="Email address" description={<p>We never share it.</p>} required>
          {(c) => <Control as="input" {...c} type="email" />}
        </Field>
      </FormContext>,
    );
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input.getAttribute('name')).toBe('email');
    expect(input.hasAttribute('required')).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = input.getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'We never share it.',
      'Enter your email address.',
    ]);
  });

  it('a valid field has no aria-invalid and describes only its description', () => {
    render(
      <FormContext value={withErrors({ email: 'Another field is wrong.' })}>
        <Field name="phone" label="Phone" mark={{ optional: 'optional' }}>
          {(c) => <Control as="input" {...c} />}
        </Field>
      </FormContext>,
    );
    const input = screen.getByRole('textbox', { name: /Phone/ });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(input.hasAttribute('required')).toBe(false);
    expect(screen.getByText('(optional)')).toBeTruthy();
  });

  it('what the server handed back is the controls’ defaults: text as typed, a ticked box ticked', () => {
    render(
      <FormContext
        value={{ ...withErrors({}), values: { name: 'Lina & Omar', consent: 'on', message: 'Hi' } }}
      >
        <Field name="name" label="Name">
          {(c) => <Control as="input" {...c} />}
        </Field>
        <Field name="message" label="Message">
          {(c) => <Control as="textarea" {...c} />}
        </Field>
        <Field name="consent" label="I agree" check>
          {(c) => <Control as="input" {...c} type="checkbox" />}
        </Field>
        <Field name="phone" label="Phone">
          {(c) => <Control as="input" {...c} defaultValue="+971" />}
        </Field>
      </FormContext>,
    );
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe(
      'Lina & Omar',
    );
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe(
      'Hi',
    );
    expect((screen.getByRole('checkbox', { name: 'I agree' }) as HTMLInputElement).checked).toBe(
      true,
    );
    // A field the post did not carry keeps its own default.
    expect((screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement).value).toBe('+971');
  });

  it('puts a checkbox before its label', () => {
    render(
      <Field name="agree" label="I agree" check required>
        {(c) => <Control as="input" {...c} type="checkbox" />}
      </Field>,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box.nextElementSibling?.tagName).toBe('LABEL');
  });
});

describe('form messages come from content/forms/messages.json', () => {
  it('the schemas use them, placeholders filled', () => {
    const contact = contactSchema.safeParse({
      name: '',
      email: 'x',
      subject: 'general',
      message: 'short',
      consent: false,
    });
    expect(contact.success).toBe(false);
    const messages = contact.error!.issues.map((i) => i.message);
    expect(messages).toContain(formMessages.validation.name.required);
    expect(messages).toContain(formMessages.validation.email.invalid);
    expect(messages).toContain(fill(formMessages.validation.contactMessage.min, { min: 50 }, 'en'));
    expect(messages.join(' ')).not.toMatch(/\{(min|max)\}/);
    const advice = planAdviceSchema.safeParse({
      name: 'A',
      email: 'a@example.com',
      message: 'x'.repeat(30),
      consent: false,
      terms: false,
    });
    expect(advice.error!.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['consent', formMessages.validation.adviceConsent.required],
      ['terms', formMessages.validation.adviceTerms.required],
    ]);
  });

  it('every message is a non-empty string', () => {
    const walk = (v: unknown): string[] =>
      typeof v === 'string' ? [v] : Object.values(v as object).flatMap(walk);
    for (const m of walk(formMessages)) expect(m.trim().length).toBeGreaterThan(0);
  });
});
