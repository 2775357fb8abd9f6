// Fails when any module of the project imports itself through a chain of imports.
import { buildImportGraph, findCycles } from './lib/import-cycles.mjs';

const graph = buildImportGraph('tsconfig.json');
const cycles = findCycles(graph);
if (cycles.length > 0) {
  for (const cycle of cycles) console.error(`import cycle: ${cycle.join(' ↔ ')}`);
  console.error(`${cycles.length} import cycle(s) among ${graph.size} modules.`);
  process.exit(1);
}
console.log(`no import cycles among ${graph.size} modules.`);
