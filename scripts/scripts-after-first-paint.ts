// React Router writes a modulepreload link for every script a page hydrates with (7–8 of
// them, ~105–120 KiB brotli) and a module script that imports them at once. On a slow phone
// connection those scripts then share the first seconds with the stylesheets, the fonts and
// the hero photo that the first paint and the largest paint wait for, although the page is
// prerendered and readable without them. This rewrites every built page so that its scripts
// are requested only once it has painted:
// - the modulepreload links leave the HTML; our loader adds them back, in the same order,
//   when it starts, so every script is still fetched in parallel; one link per task, because
//   requesting a resource costs the main thread 1–5 ms, and seven in one task made a long
//   task on a slow phone right after the first paint;
// - React Router's module script stays in the page, word for word, as an inert data block
//   (`type="text/x-module-after-paint"`); once the links are in, the loader runs a copy of it
//   as a module script. Its static imports then load and evaluate as one module graph, in
//   React Router's order, before its last line registers the route modules and imports the
//   entry, exactly as without the loader. (Awaiting the imports one by one, as the loader
//   once did, let the framework chunk's code run between them; the client entry could not be
//   part of that chunk.) The copy is allowed by the Content-Security-Policy hash of the block.
//   Being a module script, it holds the page's `load` event until its imports arrive;
// - the loader starts after the first frame (an animation frame, then a task), or at once in
//   a tab that is hidden and will not draw one;
// - until a form's own code handles it, submitting a form without an `action` does nothing,
//   instead of reloading the page with the visitor's answers in the URL and the fields empty
//   (every form on the site is sent by script; a future form that submits natively has an
//   `action`).
// Hydration matches neither the links (React finds hoisted tags by key, and the script adds
// them before React looks) nor the scripts at the end of the body (React skips elements it
// did not render there, and React Router renders its script with suppressHydrationWarning),
// so it is unaffected; the browser tests watch for mismatches.

const modulepreload = /<link rel="modulepreload" href="([^"]+)"\/?>/g;
const routeModulesScript = /<script type="module" async="">([\s\S]*?)<\/script>/;
const staticImport = /import (?:\* as \w+ from )?"[^"]+";/;

/** The inert copy of React Router's module script that the loader runs (see above). */
export const deferredModuleType = 'text/x-module-after-paint';
const deferredModuleId = 'route-modules-after-paint';

/** Returns the page with its scripts requested after its first paint, or throws if it cannot. */
export function scriptsAfterFirstPaint(html: string): string {
  const hrefs = [...html.matchAll(modulepreload)].map((match) => match[1]);
  const script = html.match(routeModulesScript);
  if (!script) {
    if (hrefs.length === 0) return html;
    throw new Error('modulepreload links without React Router’s module script: has its output changed?');
  }
  if (!staticImport.test(script[1] ?? ''))
    throw new Error('React Router’s module script imports nothing: has its output changed?');
  const loader = `
document.addEventListener("submit", (event) => { if (!event.target.hasAttribute("action")) event.preventDefault(); }, true);
const nextTask = () => (window.scheduler?.yield ? window.scheduler.yield() : new Promise((resolve) => setTimeout(resolve)));
const start = async () => {
for (const href of ${JSON.stringify(hrefs)}) {
document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
await nextTask();
}
document.body.append(Object.assign(document.createElement("script"), { type: "module", text: document.getElementById("${deferredModuleId}").text }));
};
if (document.visibilityState === "hidden") start(); else requestAnimationFrame(() => setTimeout(start));
`;
  const withoutLinks = html.replace(modulepreload, '');
  return withoutLinks.replace(
    routeModulesScript,
    (_, body: string) =>
      `<script type="module">${loader}</script><script type="${deferredModuleType}" id="${deferredModuleId}">${body}</script>`,
  );
}
