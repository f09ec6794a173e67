// Types for images imported through the `?responsive` presets in vite.config.ts.
declare module '*?responsive' {
  import type { Picture } from '~/lib/picture';
  const picture: Picture;
  export default picture;
}
declare module '*?responsive=hero' {
  import type { Picture } from '~/lib/picture';
  const picture: Picture;
  export default picture;
}
declare module '*?responsive=thumb' {
  import type { Picture } from '~/lib/picture';
  const picture: Picture;
  export default picture;
}
// Each hero photo's phone crop, cut around its crop point (scripts/hero-portraits.ts).
declare module 'virtual:hero-portraits' {
  import type { FocusPoint } from '~/lib/focus-point';
  import type { Picture } from '~/lib/picture';
  export function portraitOf(file: string, focus?: FocusPoint): Picture | undefined;
}
// The position comes first (`?objectPosition=70:50&responsive=portrait`) so one pattern types every value.
declare module '*&responsive=portrait' {
  import type { Picture } from '~/lib/picture';
  const picture: Picture;
  export default picture;
}
declare module '*?responsive=portrait' {
  import type { Picture } from '~/lib/picture';
  const picture: Picture;
  export default picture;
}
declare module '*?share' {
  const url: string;
  export default url;
}
