/**
 * Reads the fields of a contract schema (zod 4, classic or mini) for the screen generator: the
 * request's filters and the row's columns. Only the shapes a list screen can bind are told
 * apart; everything else is `other`.
 */

/** What a field holds, as the generated code shows or sends it. */
export type FieldKind = "string" | "number" | "seconds" | "literal" | "boolean" | "other";

/** One field of an object schema. */
export interface SchemaField {
  readonly name: string;
  readonly kind: FieldKind;
  /** Absent from a request is fine (`optional` or `default`). */
  readonly optional: boolean;
}

interface ZodDef {
  readonly type: string;
  readonly shape?: Readonly<Record<string, unknown>>;
  readonly innerType?: unknown;
  readonly in?: unknown;
  readonly out?: unknown;
  readonly element?: unknown;
  readonly options?: readonly unknown[];
}

/** The definition of a zod 4 schema (`schema._zod.def`), or `null` for anything else. */
function defOf(schema: unknown): ZodDef | null {
  if (typeof schema !== "object" || schema === null || !("_zod" in schema)) return null;
  const internals = (schema as { _zod: { def?: ZodDef } })._zod;
  return internals.def ?? null;
}

/** The schema under optional, nullable, default and pipe wrappers, and whether it may be left out. */
function unwrap(schema: unknown): { readonly def: ZodDef | null; readonly optional: boolean } {
  let def = defOf(schema);
  let optional = false;
  for (let depth = 0; def !== null && depth < 8; depth += 1) {
    if (def.type === "optional" || def.type === "default") optional = true;
    if (def.type === "optional" || def.type === "default" || def.type === "nullable" || def.type === "readonly") def = defOf(def.innerType);
    else if (def.type === "pipe") def = defOf(def.out);
    else break;
  }
  return { def, optional };
}

function kindOf(name: string, def: ZodDef | null): FieldKind {
  switch (def?.type) {
    case "string":
      return "string";
    case "number":
    case "int":
      // The contract's times are Unix seconds named `*_time` (`secondsSchema`).
      return name.endsWith("_time") ? "seconds" : "number";
    case "literal":
    case "enum":
      return "literal";
    case "boolean":
      return "boolean";
    default:
      return "other";
  }
}

/** The fields of an object schema, in declaration order; `null` when `schema` is not an object. */
export function objectFields(schema: unknown): SchemaField[] | null {
  const { def } = unwrap(schema);
  if (def?.type !== "object" || def.shape === undefined) return null;
  return Object.entries(def.shape).map(([name, field]) => {
    const inner = unwrap(field);
    return { name, kind: kindOf(name, inner.def), optional: inner.optional };
  });
}

/**
 * The fields of each object an answer may be: one list for an object schema, one per object option
 * for a union (an export answering its file or, when large, a job), `[]` for anything else.
 */
export function answerShapes(schema: unknown): SchemaField[][] {
  const { def } = unwrap(schema);
  if (def?.type === "union") return (def.options ?? []).map((option) => objectFields(option)).filter((fields) => fields !== null);
  const fields = objectFields(schema);
  return fields === null ? [] : [fields];
}

/** The row fields of a page answer (`{ list: Row[], total }`), or `null` when `schema` is no page answer. */
export function pageRowFields(schema: unknown): SchemaField[] | null {
  const { def } = unwrap(schema);
  if (def?.type !== "object" || def.shape === undefined) return null;
  const list = unwrap(def.shape.list).def;
  const total = unwrap(def.shape.total).def;
  if (list?.type !== "array" || (total?.type !== "number" && total?.type !== "int")) return null;
  return objectFields(list.element);
}
