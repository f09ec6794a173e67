import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { photoRuleOf, photoRules, photoSizeProblem } from './photo-rules';

describe('the photo size rule', () => {
  it('takes a photo with at least the pixels its folder needs, and refuses a smaller one in either direction', () => {
    const hero = photoRuleOf('hero/hero-4.jpg');
    expect(hero).toBe(photoRules.hero);
    expect(photoSizeProblem(hero, { width: hero.minWidth, height: hero.minHeight })).toBeUndefined();
    expect(photoSizeProblem(hero, { width: hero.minWidth - 1, height: 5000 })).toMatch(/^is 1919 × 5000 px, smaller/);
    expect(photoSizeProblem(hero, { width: 5000, height: hero.minHeight - 1 })).toContain(hero.advice);
  });

  it('gives every other folder the cropped photos’ rule, the boats’ photos included', () => {
    const boats = photoRuleOf('boats/sea-breeze.jpg');
    expect(photoRuleOf('uploads/x.jpg')).toBe(boats);
    expect(boats).not.toBe(photoRules.hero);
    expect(photoSizeProblem(boats, { width: 1600, height: 1067 })).toBeUndefined();
    expect(photoSizeProblem(boats, { width: 1200, height: 1600 })).toBe(
      `is 1200 × 1600 px, smaller than this place needs: ${boats.advice}`,
    );
  });
});

describe('the guides', () => {
  const guide = (name: string) => readFileSync(join(import.meta.dirname, '../../docs', name), 'utf8').replace(/\s+/g, ' ');

  it('give the rule’s advice, the same words as the editor’s hint and the content check', () => {
    const contentGuide = guide('content-guide.md');
    for (const rule of [photoRules.hero, photoRules.workshop, photoRuleOf('boats/x.jpg')]) {
      expect(contentGuide).toContain(rule.advice);
    }
    const organisers = guide('organisers.md');
    const { minWidth, minHeight } = photoRuleOf('boats/x.jpg');
    expect(organisers).toContain(`at least ${minWidth} × ${minHeight} px`);
    expect(organisers).toContain(`at least ${photoRules.hero.minWidth} × ${photoRules.hero.minHeight} px`);
  });
});
