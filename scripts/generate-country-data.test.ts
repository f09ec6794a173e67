import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { countryNames, dialCodes, malayCountryOptions, malayDialCodes, outputs } from './generate-country-data.ts';

describe('generated country data', () => {
  it.each(Object.entries(outputs))('%s matches a fresh generation (run npm run generate:countries)', (path, build) => {
    expect(readFileSync(new URL(`../${path}`, import.meta.url), 'utf8')).toBe(build());
  });

  it('lists every ISO 3166 country once, sorted, with common names', () => {
    const names = countryNames();
    expect(names.length).toBe(250);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
    expect(names).toEqual(expect.arrayContaining(['Malaysia', 'China', 'Singapore', 'Israel']));
  });

  it('lists dial codes sorted by country, without Israel, with Malaysia as +60', () => {
    const codes = dialCodes();
    expect(codes.find((entry) => entry.region === 'MY')).toEqual({ region: 'MY', name: 'Malaysia', code: '+60' });
    expect(codes.some((entry) => entry.region === 'IL' || entry.code === '+972')).toBe(false);
    expect(codes.every((entry) => /^\+\d{1,3}$/.test(entry.code))).toBe(true);
    const names = codes.map((entry) => entry.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
  });

  it('gives the Malay selects the same countries, sent by English name, shown and sorted by Malay name', () => {
    const options = malayCountryOptions();
    expect(options.map((option) => option.value).sort((a, b) => a.localeCompare(b, 'en'))).toEqual(countryNames());
    expect(new Set(options.map((option) => option.label)).size).toBe(options.length);
    const labels = options.map((option) => option.label);
    expect([...labels].sort((a, b) => a.localeCompare(b, 'ms'))).toEqual(labels);
    expect(options).toEqual(
      expect.arrayContaining([
        { value: 'Malaysia', label: 'Malaysia' },
        { value: 'Singapore', label: 'Singapura' },
        { value: 'Japan', label: 'Jepun' },
        { value: 'North Macedonia', label: 'Macedonia Utara' },
      ]),
    );
  });

  it('lists the Malay dial codes as the English ones, with Malay names, sorted by them', () => {
    const codes = malayDialCodes();
    const key = (entry: { region: string; code: string }) => `${entry.region} ${entry.code}`;
    expect(codes.map(key).sort()).toEqual(dialCodes().map(key).sort());
    expect(codes.find((entry) => entry.region === 'MY')).toEqual({ region: 'MY', name: 'Malaysia', code: '+60' });
    expect(codes.find((entry) => entry.region === 'SG')).toEqual({ region: 'SG', name: 'Singapura', code: '+65' });
    expect(codes.some((entry) => entry.region === 'IL')).toBe(false);
    const names = codes.map((entry) => entry.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'ms'))).toEqual(names);
  });
});
