import { describe, expect, it } from 'vitest';
import { isFormContentType, isJsonContentType } from './limits';

describe('isJsonContentType', () => {
  it.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['Application/JSON; Charset=UTF-8', true],
    ['application/json;charset="utf-8"', true],
    ['application/json; charset=latin1', false],
    ['application/jsonp', false],
    ['text/json', false],
    ['text/plain', false],
    ['multipart/form-data; boundary=x', false],
    [undefined, false],
    ['', false],
  ])('%s → %s', (header, expected) => {
    expect(isJsonContentType(header)).toBe(expected);
  });
});

describe('isFormContentType', () => {
  it.each([
    ['application/x-www-form-urlencoded', true],
    ['application/x-www-form-urlencoded; charset=UTF-8', true],
    ['application/x-www-form-urlencoded; charset=latin1', false],
    ['multipart/form-data; boundary=x', false],
    ['application/json', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(isFormContentType(header)).toBe(expected);
  });
});
