import { describe, expect, it } from 'vitest';
import { describeSendFailure, isRetryableSendFailure } from './send-failure';

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

describe('isRetryableSendFailure', () => {
  it('retries what can pass by waiting: no network, 5xx, 429', () => {
    expect(isRetryableSendFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryableSendFailure({ status: 500, text: 'x' })).toBe(true);
    expect(isRetryableSendFailure({ status: 503, text: 'x' })).toBe(true);
    expect(isRetryableSendFailure({ status: 429, text: 'Too many requests' })).toBe(true);
    expect(isRetryableSendFailure({ status: 0, text: '' })).toBe(true);
  });

  it('does not retry what fails the same way every time: 4xx, a missing identifier', () => {
    expect(isRetryableSendFailure({ status: 400, text: 'The template ID is invalid' })).toBe(false);
    expect(isRetryableSendFailure({ status: 403, text: 'Forbidden' })).toBe(false);
    expect(isRetryableSendFailure('The public key is required.')).toBe(false);
    expect(isRetryableSendFailure(new RangeError('x'))).toBe(false);
  });
});
