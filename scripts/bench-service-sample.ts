// The registration the intake benchmark sends (scripts/bench-service.ts): the visitor form's
// test sample (app/features/registration/test-samples.ts). Written out here because the bench
// is plain Node (docs/decisions/002-scripts-are-plain-node-esm.md) and the sample is TypeScript
// behind the `~/` alias; bench-service-sample.test.ts keeps the two the same.
export const visitorRegistration = {
  kind: 'visitor',
  lang: 'en',
  data: {
    title: 'Ms.',
    firstName: 'Aisyah',
    lastName: 'Rahman',
    email: 'aisyah@example.com',
    phoneNumber: '+60 12-345 6789',
    company: 'Langkawi Charters',
    designation: 'Director',
    nationality: 'Malaysia',
  },
};
