/** Strongly connected components (cycles) of an import graph; see import-cycles.mjs. */
export function findCycles(graph: Map<string, string[]>): string[][];
/** The import graph of the project's own TypeScript files, keyed by path relative to the tsconfig. */
export function buildImportGraph(tsconfigPath: string): Map<string, string[]>;
