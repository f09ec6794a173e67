import { formatProblem, type ContentProblem } from '../../app/content/content-problem';
import { readContent } from '../../app/content/read-content.server';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * What `npm run dev` and `npm run edit` answer, instead of a bare 500, while the content has a
 * problem: each problem on its own line, naming the file, the entry, the field and the language
 * (formatProblem, the build's own words). Vite's client reloads it when a content file is saved.
 */
export function contentErrorPage(problems: ContentProblem[]): string {
  const items = problems
    .map((problem) => {
      const line = formatProblem(problem);
      const [file, ...rest] = line.split(': ');
      return `<li><code>${escape(file!)}</code>: ${escape(rest.join(': '))}</li>`;
    })
    .join('\n');
  const count = problems.length === 1 ? 'a problem' : `${problems.length} problems`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>The content has ${count}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1a202c; }
  h1 { font-size: 1.5rem; color: #9b2c2c; }
  li { margin: 0.5rem 0; }
  code { background: #edf2f7; padding: 0 0.25rem; }
</style>
<script type="module" src="/@vite/client"></script>
</head>
<body>
<main>
<h1>The content has ${count}</h1>
<p>No page is built from content that fails its check. Correct ${problems.length === 1 ? 'it' : 'each one'} in the file named (or in the editor at <a href="/admin/">/admin</a>) and save: this page reloads by itself.</p>
<ul>
${items}
</ul>
</main>
</body>
</html>
`;
}

/** The page for the content folder as it is now, or undefined when the content passes its check. */
export function contentErrorPageFor(dir?: string): string | undefined {
  const { content, problems } = readContent(dir);
  return content ? undefined : contentErrorPage(problems);
}
