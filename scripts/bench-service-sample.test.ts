import { describe, expect, it } from 'vitest';
import { sampleVisitor } from '~/features/registration/test-samples';
import { visitorRegistration } from './bench-service-sample.ts';

describe("the intake benchmark's registration", () => {
  it("is the visitor form's test sample, in English", () => {
    expect(visitorRegistration).toEqual({ kind: 'visitor', lang: 'en', data: sampleVisitor });
  });
});
