// ESLint rule `pms/declared-workspace-package`: a file that imports one of our own packages
// (`@pms/...`) belongs to a package whose package.json declares it (dependencies, devDependencies or
// peerDependencies). knip checks every other import against package.json, but lets a private
// workspace import any other workspace undeclared; this rule closes that gap, so the graph in the
// package.json files is the graph of the code. Files outside any workspace (scripts/, reliability/,
// k8s/, lint/) belong to the root package.json.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const manifests = new Map();

/** The nearest package.json above `dir` (never above the repository root), read once. */
function manifestFor(dir) {
  if (manifests.has(dir)) return manifests.get(dir);
  const file = join(dir, 'package.json');
  let found;
  if (existsSync(file)) {
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    const declared = new Set(
      [pkg.dependencies, pkg.devDependencies, pkg.peerDependencies].flatMap((deps) => Object.keys(deps ?? {})),
    );
    found = { name: pkg.name, declared, path: relative(ROOT, file) };
  } else {
    found = dir === ROOT || dirname(dir) === dir ? undefined : manifestFor(dirname(dir));
  }
  manifests.set(dir, found);
  return found;
}

const OWN_PACKAGE = /^(@pms\/[^/]+)/;

export const declaredWorkspacePackage = {
  meta: {
    type: 'problem',
    docs: { description: 'An imported @pms package is declared in the importing package.json' },
    schema: [],
    messages: {
      undeclared: '{{ name }} is imported but not declared in {{ manifest }}: add "{{ name }}": "*" to its dependencies (devDependencies when only tests or tooling use it).',
    },
  },
  create(context) {
    const manifest = manifestFor(dirname(context.filename));
    if (!manifest) return {};
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const name = OWN_PACKAGE.exec(source.value)?.[1];
      if (!name || name === manifest.name || manifest.declared.has(name)) return;
      context.report({ node: source, messageId: 'undeclared', data: { name, manifest: manifest.path } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
