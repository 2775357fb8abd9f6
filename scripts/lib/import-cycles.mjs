// Import-cycle detection for `npm run lint` (imports must never form a cycle). Resolution goes through the
// TypeScript compiler with the project's tsconfig, so path aliases (@shared/*, @features/*…) count.
import path from 'node:path';
import ts from 'typescript';

/**
 * Strongly connected components of more than one module (or a module importing itself), by
 * Tarjan's algorithm, iterative so a deep graph cannot overflow the stack.
 * @param {Map<string, string[]>} graph module → modules it imports
 * @returns {string[][]} each cycle's modules, sorted
 */
export function findCycles(graph) {
  let index = 0;
  const indices = new Map();
  const lowlinks = new Map();
  const onStack = new Set();
  const stack = [];
  const cycles = [];
  for (const root of graph.keys()) {
    if (indices.has(root)) continue;
    const work = [{ node: root, next: 0 }];
    indices.set(root, index);
    lowlinks.set(root, index++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const target = edges[frame.next++];
        if (!indices.has(target)) {
          indices.set(target, index);
          lowlinks.set(target, index++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          lowlinks.set(frame.node, Math.min(lowlinks.get(frame.node), indices.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        lowlinks.set(parent, Math.min(lowlinks.get(parent), lowlinks.get(frame.node)));
      }
      if (lowlinks.get(frame.node) === indices.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfImport = component.length === 1 && edges.includes(frame.node);
        if (component.length > 1 || selfImport) cycles.push(component.sort());
      }
    }
  }
  return cycles;
}

/**
 * The import graph of every TypeScript file the tsconfig covers, limited to the project's own files.
 * Type-only imports are included: a cycle through types still couples the modules.
 * @param {string} tsconfigPath
 * @returns {Map<string, string[]>}
 */
export function buildImportGraph(tsconfigPath) {
  const root = path.dirname(path.resolve(tsconfigPath));
  const config = ts.readConfigFile(tsconfigPath, ts.sys.readFile);
  if (config.error) throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const host = ts.createCompilerHost(parsed.options);
  const own = (file) => file.startsWith(root + path.sep) && !file.includes(`${path.sep}node_modules${path.sep}`);
  const graph = new Map();
  for (const file of parsed.fileNames.map((name) => path.resolve(name))) {
    const info = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true);
    const targets = new Set();
    for (const ref of info.importedFiles) {
      const resolved = ts.resolveModuleName(ref.fileName, file, parsed.options, host).resolvedModule;
      if (resolved && !resolved.isExternalLibraryImport && own(path.resolve(resolved.resolvedFileName))) {
        targets.add(path.relative(root, path.resolve(resolved.resolvedFileName)));
      }
    }
    graph.set(path.relative(root, file), [...targets]);
  }
  return graph;
}
