/** The operations of the OpenAPI document, as the fuzz reads them: parameters, JSON body and security. */
import type { JsonSchema } from './schema-values';

export type Location = 'path' | 'query' | 'header';

export interface Parameter {
  name: string;
  in: Location;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** '/api/cart/items/{key}' */
  path: string;
  parameters: Parameter[];
  body: { required: boolean; schema: JsonSchema } | null;
  /** Needs the session cookie and the CSRF header (the document's security requirement). */
  secured: boolean;
}

interface OpenApiDocument {
  paths?: Record<string, Record<string, unknown>>;
}

interface OpenApiOperation {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  security?: Array<Record<string, unknown>>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** Every operation of the document. */
export function operationsOf(document: unknown): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries((document as OpenApiDocument).paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method] as OpenApiOperation | undefined;
      if (!op) continue;
      const json = op.requestBody?.content?.['application/json']?.schema;
      out.push({
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters ?? [])
          .filter((p): p is typeof p & { in: Location } => ['path', 'query', 'header'].includes(p.in))
          .map((p) => ({ name: p.name, in: p.in, required: p.in === 'path' || !!p.required, schema: p.schema ?? {} })),
        body: json ? { required: !!op.requestBody?.required, schema: json } : null,
        secured: (op.security ?? []).some((requirement) => Object.keys(requirement).length > 0),
      });
    }
  }
  return out;
}
