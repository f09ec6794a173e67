// vnu-jar ships no types. Its main module exports the path of the Nu Html Checker's vnu.jar as
// a String object (scripts/check-html.ts runs the jar with Java).
declare module 'vnu-jar' {
  const jar: { toString(): string };
  export default jar;
}
