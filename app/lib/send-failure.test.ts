import { describe, expect, it } from 'vitest';
import { describeSendFailure } from './send-failure';

describe('describeSendFailure', () => {
  it('names a missing identifier (the SDK rejects with a plain string)', () => {
    expect(describeSendFailure('The public key is required. Visit https://dashboard.emailjs.com/admin/account')).toBe(
      'EmailJS configuration error: The public key is required. Visit https://dashboard.emailjs.com/admin/account',
    );
  });

  it('names a network failure', () => {
    expect(describeSendFailure(new TypeError('Failed to fetch'))).toBe('Network error: Failed to fetch');
  });

  it('names a non-2xx answer with its status and text', () => {
    expect(describeSendFailure({ status: 503, text: 'Service unavailable' })).toBe(
      'EmailJS answered 503: Service unavailable',
    );
  });

  it('falls back for anything else', () => {
    expect(describeSendFailure(new RangeError('x'))).toBe('RangeError: x');
    expect(describeSendFailure(undefined)).toBe('Unknown error: undefined');
  });
});
