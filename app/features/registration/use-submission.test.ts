// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { useForm, type Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { RegistrationOutcome } from './send-registration';
import { useSubmission } from './use-submission';

type Values = { name: string };
const defaults: Values = { name: '' };
const open = { state: 'open' as const, isOpenAt: () => true };
const submitEvent = () => ({ preventDefault: vi.fn(), persist: vi.fn() }) as never;

/** A form with one field, typed in, submitted with `deliver` answering `outcome`. */
async function submitWith(outcome: RegistrationOutcome) {
  const deliver = vi.fn(async () => outcome);
  const { result } = renderHook(() => {
    const form = useForm<Values>({ defaultValues: defaults });
    return { form, submission: useSubmission(form, defaults, deliver, open) };
  });
  act(() => result.current.form.setValue('name', 'Siti'));
  await act(() => result.current.submission.onSubmit(submitEvent()));
  return { result, deliver };
}

describe('useSubmission', () => {
  it('is sent, the form cleared, with the passes the service issued', async () => {
    const passes = [{ id: 'p1', label: 'Visitor pass', token: 't' }];
    const { result, deliver } = await submitWith({ ok: true, passes });
    expect(deliver).toHaveBeenCalledWith({ name: 'Siti' }, { name: 'Siti' });
    expect(result.current.submission.phase).toBe('sent');
    expect(result.current.submission.passes).toEqual(passes);
    expect(result.current.form.getValues('name')).toBe('');
  });

  it('says registration is closed, with what was typed, when the service keeps the window shut', async () => {
    const { result } = await submitWith({ ok: false, reason: '403 closed', retryable: false, closed: true });
    expect(result.current.submission.phase).toBe('closed');
    expect(result.current.submission.closed).toBe(true);
    expect(result.current.form.getValues('name')).toBe('Siti');
  });

  it('says sending failed for any other refusal, and restores what was typed on request', async () => {
    const { result } = await submitWith({ ok: false, reason: '409 conflict', retryable: false });
    expect(result.current.submission.phase).toBe('failed');
    expect(result.current.form.getValues('name')).toBe('');
    act(() => result.current.submission.restore());
    expect(result.current.form.getValues('name')).toBe('Siti');
  });

  it('ignores a second submit while the first is sending: nothing sent twice, and no errors on the cleared form', async () => {
    let answer: (outcome: RegistrationOutcome) => void = () => undefined;
    const deliver = vi.fn(() => new Promise<RegistrationOutcome>((resolve) => (answer = resolve)));
    // Every field is required, as a registration form's are.
    const resolver: Resolver<Values> = async (values) =>
      values.name
        ? { values, errors: {} as Record<string, never> }
        : {
            values: {} as Record<string, never>,
            errors: { name: { type: 'required', message: 'This field is required' } },
          };
    const { result } = renderHook(() => {
      const form = useForm<Values>({ defaultValues: defaults, resolver });
      return { form, submission: useSubmission(form, defaults, deliver, open) };
    });
    act(() => result.current.form.setValue('name', 'Siti'));
    let first: Promise<void> = Promise.resolve();
    act(() => void (first = result.current.submission.onSubmit(submitEvent())));
    await vi.waitFor(() => expect(deliver).toHaveBeenCalledTimes(1));
    // The double click's second press: the form is already cleared and sending.
    await act(() => result.current.submission.onSubmit(submitEvent()));
    expect(result.current.form.getFieldState('name').error).toBeUndefined();
    await act(async () => {
      answer({ ok: true });
      await first;
    });
    expect(deliver).toHaveBeenCalledTimes(1);
    expect(result.current.submission.phase).toBe('sent');
  });
});
