// A JSON Schema as short readable lines for the reference page: `name: type` per property, nested objects indented.
type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  prefixItems?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: Schema | boolean;
  description?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

export type Line = { depth: number; name: string | null; type: string; ref: string | null; note: string };

const refName = (ref: string) => ref.split("/").pop() ?? ref;

function bounds(s: Schema): string {
  const parts: string[] = [];
  if (s.minLength !== undefined || s.maxLength !== undefined)
    parts.push(`${s.minLength ?? 0}..${s.maxLength ?? ""} chars`);
  if (s.minimum !== undefined || s.maximum !== undefined) parts.push(`${s.minimum ?? ""}..${s.maximum ?? ""}`);
  if (s.format) parts.push(s.format);
  if (s.pattern) parts.push(`pattern ${s.pattern}`);
  if (s.default !== undefined) parts.push(`default ${JSON.stringify(s.default)}`);
  return parts.join(", ");
}

/** The schema's type in a few words; objects and arrays of objects are expanded by `lines`. */
function typeOf(s: Schema): string {
  if (s.$ref) return refName(s.$ref);
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(" | ");
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return alternatives.map(typeOf).join(" | ");
  if (s.allOf) return s.allOf.map(typeOf).join(" & ");
  const type = Array.isArray(s.type) ? s.type.join(" | ") : s.type;
  if (type === "array")
    return s.prefixItems ? `[${s.prefixItems.map(typeOf).join(", ")}]` : `${typeOf(s.items ?? {})}[]`;
  if (type === "object" && !s.properties && typeof s.additionalProperties === "object")
    return `{ [key]: ${typeOf(s.additionalProperties)} }`;
  return type ?? "any";
}

/** The schema as lines: its own type, then each property (required ones unmarked, the others '?'). */
export function schemaLines(schema: Schema, depth = 0, name: string | null = null, optional = false): Line[] {
  const label = name === null ? null : `${name}${optional ? "?" : ""}`;
  const item = schema.type === "array" ? schema.items : undefined;
  const expand = schema.properties ? schema : item?.properties ? item : undefined;
  const ref = schema.$ref ?? item?.$ref ?? null;
  const head: Line = {
    depth,
    name: label,
    type: expand ? (expand === schema ? "object" : "object[]") : typeOf(schema),
    ref: ref ? refName(ref) : null,
    note: [schema.description, bounds(schema)].filter(Boolean).join("; "),
  };
  if (!expand) return [head];
  const required = new Set(expand.required ?? []);
  return [
    head,
    ...Object.entries(expand.properties ?? {}).flatMap(([key, value]) =>
      schemaLines(value, depth + 1, key, !required.has(key)),
    ),
  ];
}
