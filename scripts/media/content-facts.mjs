// Reads the facts the brochures print (boats, show name, dates, venue, contacts) straight from
// the TypeScript content modules, so there is one source of truth. The modules import images,
// so they cannot be imported here; the TypeScript parser reads their literal data instead.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const contentDir = fileURLToPath(new URL('../../app/content/', import.meta.url));

/** The literal value of an exported `const` (objects, arrays, strings, numbers, booleans). */
export function readExportedConst(file, name) {
  const source = ts.createSourceFile(file, readFileSync(`${contentDir}${file}`, 'utf8'), ts.ScriptTarget.Latest, true);
  let found;
  source.forEachChild((node) => {
    if (!ts.isVariableStatement(node)) return;
    for (const declaration of node.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer)
        found = literal(declaration.initializer);
    }
  });
  if (found === undefined) throw new Error(`${file} has no literal export named ${name}`);
  return found;
}

function literal(node) {
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node))
    return literal(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isArrayLiteralExpression(node)) return node.elements.map(literal);
  if (ts.isObjectLiteralExpression(node)) {
    const value = {};
    for (const property of node.properties) {
      if (ts.isPropertyAssignment(property)) value[property.name.getText()] = literal(property.initializer);
    }
    return value;
  }
  // Identifiers (image imports) and expressions are not facts a brochure needs.
  return undefined;
}

export const readBoats = () => readExportedConst('boats.ts', 'boats');
export const readSite = () => readExportedConst('site.ts', 'site');

/** The brochure file each boat links to, or null when its info link is not one of ours. */
export function brochureSlug(boat) {
  const match = /^\/brochures\/([a-z0-9-]+)\.pdf$/.exec(boat.infoUrl ?? '');
  return match ? match[1] : null;
}
