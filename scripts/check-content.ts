// `npm run check:content`: checks every file under content/ (or CONTENT_DIR) against its schema
// and across files, and prints one line per problem. `npm run build` runs it first.
import { formatProblem } from '../app/content/content-problem';
import { defaultContentDir, readContent } from '../app/content/read-content.server';

const dir = defaultContentDir();
const { problems } = readContent(dir);
if (problems.length > 0) {
  console.error(`The content in ${dir} has ${problems.length} problem(s):`);
  for (const problem of problems) console.error(formatProblem(problem));
  process.exit(1);
}
console.log(`check:content: ${dir} passes every check.`);
