/**
 * What `pnpm gen screen <RouteName>` writes, decided before anything is written: the route's
 * folder and names, the list call and the export call of api-client, the columns (the row's
 * fields), the filters (the request's fields a list can bind), the i18n keys and the menu path the
 * smoke test clicks. Every refusal is a {@link GenError} with what to do instead.
 */
import type { EndpointDeclaration } from "@agent-portal/api-client/contract/define";
import { isMenuRoute } from "@agent-portal/permissions/menu";
import type { RouteMeta } from "@agent-portal/permissions/route-meta";
import { isRouteName } from "@agent-portal/permissions/route-names";
import { patternOf } from "@agent-portal/permissions/route-path";
import { chainOf } from "@agent-portal/permissions/route-table";
import { answerShapes, objectFields, pageRowFields } from "#schema-fields.ts";
import type { SchemaField } from "#schema-fields.ts";

/** A refusal of the generator: the message says why and what to do. */
export class GenError extends Error {
  override readonly name = "GenError";
}

/** The generator's options (`pnpm gen screen <route> --call <Key> [--export <Key>] [--row-id <field>] [--account <login>]`). */
export interface ScreenOptions {
  readonly routeName: string;
  /** The list call: a query of api-client answering a page (`{ list, total }`) to `page` and `page_size`; default: the call declaring `screen: { route, role: "list" }`. */
  readonly call?: string | undefined;
  /** The export call: a query answering `{ url }` to the list's filters (the list rules: export on the server); default: the call declaring `screen: { route, role: "export" }`, else none. */
  readonly exportCall?: string | undefined;
  /** The row field that identifies a row; default: `id`, else the first `*_id`, else `uid` or the first `*_uid`. */
  readonly rowId?: string | undefined;
  /** The seeded login of the smoke test (default `admin`, who may open every route). */
  readonly account?: string | undefined;
}

/** What the generator reads from the repository (the real files, or a test's stand-ins). */
export interface GenContext {
  /** Contract declarations by contract file (`endpointsByFile` of api-client); a service file of the same name injects them. */
  readonly endpointsByFile: Readonly<Record<string, readonly EndpointDeclaration[]>>;
  /** Route names that have a screen in `apps/portal/src/app/screens.ts`. */
  readonly builtScreens: ReadonlySet<string>;
  /** The English locale (`packages/i18n/locales/en.json`): route labels, and the keys already taken. */
  readonly english: Readonly<Record<string, unknown>>;
  /** Whether a path relative to the repository root exists. */
  readonly exists: (path: string) => boolean;
}

/** One column of the generated table. */
export interface ColumnPlan {
  /** Column id (camel case of the field), also the i18n key under `<ns>.column`. */
  readonly id: string;
  readonly field: string;
  readonly kind: SchemaField["kind"];
  /** Header in English (the generated key's value). */
  readonly header: string;
}

/** Everything the templates need (plop's answers). */
export interface ScreenPlan {
  readonly routeName: string;
  /** `/payment/blacklist` (without the `/agent` base). */
  readonly path: string;
  /** `apps/portal/src/pages/payment/blacklist`. */
  readonly dir: string;
  /** `#pages/payment/blacklist`, the folder under the portal's `#` subpath imports. */
  readonly importDir: string;
  /** File names' stem: `blacklist` (`blacklist-page.tsx`, ...). */
  readonly stem: string;
  /** Identifier stems: `PaymentBlacklist`, `paymentBlacklist`, `PAYMENT_BLACKLIST`. */
  readonly pascal: string;
  readonly camel: string;
  readonly constant: string;
  /** The screen's i18n namespace: `payment.blacklist`. */
  readonly namespace: string;
  /** The route's English label (`route.<Name>`). */
  readonly label: string;
  /** English labels of the menu groups above the entry, outermost first, then the entry's. */
  readonly menuPath: readonly string[];
  readonly call: CallPlan;
  readonly exportCall: CallPlan | null;
  readonly columns: readonly ColumnPlan[];
  readonly rowId: string;
  /** `getRowId`'s body: the id field as text. */
  readonly rowIdExpression: string;
  /** The screen's key in kebab case (`payment-blacklist`): the e2e file, the column settings (`columns:<key>`). */
  readonly key: string;
  /** The request takes `bigo_id`: the list has the shared Bigo ID filter. */
  readonly bigoFilter: boolean;
  /** Request fields bound to no filter (the generated params file names them). */
  readonly unboundFields: readonly string[];
  readonly account: string;
  /** The generated English texts, nested as in the locale files. */
  readonly strings: Readonly<Record<string, unknown>>;
}

/** A call of api-client as the page imports it. */
export interface CallPlan {
  readonly key: string;
  /** `security-center`: `@agent-portal/api-client/contract/<file>` and `services/<file>`. */
  readonly file: string;
  /** The key as RTK Query names its hooks (`use<Hook>Query`): the key with a capital first letter (`getAccountList` → `GetAccountList`). */
  readonly hook: string;
}

/** A call of the plan: its key, its contract file and its hooks' stem. */
const callPlan = (key: string, file: string): CallPlan => ({ key, file, hook: key.charAt(0).toUpperCase() + key.slice(1) });

const PAGE_FIELDS = new Set(["page", "page_size"]);

const camelOf = (snake: string): string => snake.replace(/[_-]([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
const constantOf = (pascal: string): string => pascal.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase();
const WORDS: Readonly<Record<string, string>> = { id: "ID", uid: "UID", bigo: "Bigo", url: "URL", pk: "PK", kyc: "KYC" };

/** `bigo_id` → `Bigo ID`, `nick_name` → `Nick name`. */
export function headerOf(field: string): string {
  const words = field
    .split("_")
    .filter((word) => word !== "")
    .map((word) => WORDS[word] ?? word);
  const text = words.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function readKey(tree: Readonly<Record<string, unknown>>, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function findCall(context: GenContext, key: string): { declaration: EndpointDeclaration; file: string } | null {
  for (const [file, declarations] of Object.entries(context.endpointsByFile)) {
    const declaration = declarations.find((candidate) => candidate.key === key);
    if (declaration) return { declaration, file };
  }
  return null;
}

/** The queries that can feed a list screen: a page answer to a request with `page` and `page_size`. */
export function pageCalls(context: GenContext): string[] {
  return Object.values(context.endpointsByFile)
    .flat()
    .filter(
      (declaration) =>
        declaration.kind === "query" && pageRowFields(declaration.response) !== null && (objectFields(declaration.request) ?? []).some((field) => field.name === "page_size"),
    )
    .map((declaration) => declaration.key)
    .sort();
}

function routeOf(routeName: string, context: GenContext): { route: RouteMeta; chain: readonly RouteMeta[] } {
  if (!isRouteName(routeName)) throw new GenError(`${routeName} is not a route name of the route table (packages/permissions/src/route-names.ts).`);
  const chain = chainOf(routeName);
  const route = chain.at(-1);
  if (!route) throw new GenError(`${routeName} has no record in the route table.`);
  if (context.builtScreens.has(routeName)) throw new GenError(`${routeName} already has a screen (apps/portal/src/app/screens.ts).`);
  if (route.app === "mobile") throw new GenError(`${routeName} is a mobile webview route; the generator writes portal screens.`);
  if ((route.children ?? []).length > 0 || route.layout === true || route.tabs === true)
    throw new GenError(`${routeName} is a container (its children render its pages); generate its children instead.`);
  if (patternOf(routeName).includes(":") || patternOf(routeName).includes("*"))
    throw new GenError(`${routeName} has a path parameter (${patternOf(routeName)}): a list screen is a page of its own, not one entity's.`);
  return { route, chain };
}

/** The key of the one call that declares itself the route's list or export (`screen` of its declaration), if exactly one does. */
function declaredCallOf(context: GenContext, routeName: string, role: "list" | "export"): string | undefined {
  const keys = Object.values(context.endpointsByFile)
    .flat()
    .filter((declaration) => declaration.screen?.route === routeName && declaration.screen.role === role)
    .map((declaration) => declaration.key);
  if (keys.length > 1) throw new GenError(`${keys.join(", ")} all declare themselves the ${role} call of ${routeName}: name one with --${role === "list" ? "call" : "export"}.`);
  return keys[0];
}

function listCallOf(options: ScreenOptions, context: GenContext): { call: CallPlan; rows: SchemaField[]; request: SchemaField[] } {
  const candidates = () => `Page queries of api-client: ${pageCalls(context).join(", ")}.`;
  const key = options.call ?? declaredCallOf(context, options.routeName, "list");
  if (key === undefined) {
    throw new GenError(
      `Name the list call: pnpm gen screen ${options.routeName} --call <Key> (no call declares screen: { route: "${options.routeName}", role: "list" }). ${candidates()} If SPEC section 7 names no call for this screen, declare it first (packages/api-client README, "Adding an endpoint"), then run the generator.`,
    );
  }
  const found = findCall(context, key);
  if (!found) throw new GenError(`${key} is not a call of api-client. ${candidates()}`);
  const rows = found.declaration.kind === "query" ? pageRowFields(found.declaration.response) : null;
  const request = objectFields(found.declaration.request);
  if (rows === null || request === null || !request.some((field) => field.name === "page_size")) {
    throw new GenError(`${key} is not a page query (a query answering { list, total } to page and page_size). ${candidates()}`);
  }
  const required = request.filter((field) => !field.optional && !PAGE_FIELDS.has(field.name));
  if (required.length > 0)
    throw new GenError(`${key} needs ${required.map((field) => field.name).join(", ")}: a list screen sends its call with filters the user may leave empty.`);
  return { call: callPlan(found.declaration.key, found.file), rows, request };
}

function exportCallOf(options: ScreenOptions, context: GenContext, filterFields: readonly string[]): CallPlan | null {
  const key = options.exportCall ?? declaredCallOf(context, options.routeName, "export");
  if (key === undefined) return null;
  const found = findCall(context, key);
  // An export answers { url }, or either its file or a job (a large export, issue 20 item 9).
  const answers = found ? answerShapes(found.declaration.response) : [];
  const answersUrl = answers.some((fields) => fields.some((field) => field.name === "url" && field.kind === "string"));
  if (!found || found.declaration.kind !== "query" || !answersUrl) {
    throw new GenError(`${key} is not an export call of api-client (a query answering { url }).`);
  }
  const request = objectFields(found.declaration.request) ?? [];
  const accepted = new Set(request.map((field) => field.name));
  const missing = filterFields.filter((field) => !accepted.has(field));
  if (missing.length > 0) throw new GenError(`${key} does not take the list's filters ${missing.join(", ")}: the export must send exactly the list's filters.`);
  const required = request.filter((field) => !field.optional && !filterFields.includes(field.name)).map((field) => field.name);
  if (required.length > 0) throw new GenError(`${key} needs ${required.join(", ")}, which the list does not filter by: the export must send exactly the list's filters.`);
  return callPlan(found.declaration.key, found.file);
}

function rowIdOf(rows: readonly SchemaField[], wanted: string | undefined): string {
  const usable = rows.filter((field) => field.kind === "string" || field.kind === "number");
  const names = usable.map((field) => field.name);
  if (wanted !== undefined) {
    if (!names.includes(wanted)) throw new GenError(`--row-id ${wanted} is not a text or number field of the rows (${names.join(", ")}).`);
    return wanted;
  }
  const id =
    names.find((name) => name === "id") ?? names.find((name) => name.endsWith("_id") && name !== "bigo_id") ?? names.find((name) => name === "uid" || name.endsWith("_uid"));
  if (id === undefined) throw new GenError(`The rows have no id field; name one with --row-id (${names.join(", ")}).`);
  return id;
}

/** Columns: every field the table can show as text (not links, images or nested data). */
function columnsOf(rows: readonly SchemaField[]): ColumnPlan[] {
  return rows
    .filter((field) => field.kind !== "other" && !field.name.endsWith("_url"))
    .map((field) => ({ id: camelOf(field.name), field: field.name, kind: field.kind, header: headerOf(field.name) }));
}

/**
 * Decides what `pnpm gen screen` writes for `options`, or throws a {@link GenError}: an unknown
 * route, a route that already has a screen, a container, a mobile or parametric route, a folder
 * or i18n namespace already taken, a missing or unfit list call, an export call that does not
 * take the list's filters.
 */
export function planScreen(options: ScreenOptions, context: GenContext): ScreenPlan {
  const { route, chain } = routeOf(options.routeName, context);
  const path = patternOf(route.name);
  const segments = path.split("/").filter((segment) => segment !== "");
  const section = segments[0];
  if (section === undefined) throw new GenError(`${route.name} has no path of its own.`);
  const stem = segments.length > 1 ? segments.slice(1).join("-") : section;
  const dir = `apps/portal/src/pages/${section}/${stem}`;
  if (context.exists(dir)) throw new GenError(`${dir} exists already.`);
  const namespace = `${camelOf(section)}.${camelOf(stem)}`;
  if (readKey(context.english, namespace) !== undefined) throw new GenError(`The i18n keys ${namespace}.* exist already (packages/i18n/locales/en.json).`);
  const kebab = constantOf(route.name).toLowerCase().replaceAll("_", "-");
  const e2e = `apps/portal/e2e/${kebab}.e2e.ts`;
  if (context.exists(e2e)) throw new GenError(`${e2e} exists already.`);

  const { call, rows, request } = listCallOf(options, context);
  const bigoFilter = request.some((field) => field.name === "bigo_id" && field.kind === "string");
  const exportCall = exportCallOf(options, context, bigoFilter ? ["bigo_id"] : []);
  const columns = columnsOf(rows);
  const rowId = rowIdOf(rows, options.rowId);
  const labelOf = (name: string): string => {
    const label = readKey(context.english, `route.${name}`);
    return typeof label === "string" ? label : name;
  };
  const label = labelOf(route.name);
  const pascal = route.name;
  const [namespaceSection, namespaceScreen] = namespace.split(".") as [string, string];
  return {
    routeName: route.name,
    path,
    dir,
    importDir: `#pages/${section}/${stem}`,
    stem,
    pascal,
    camel: pascal.charAt(0).toLowerCase() + pascal.slice(1),
    constant: constantOf(pascal),
    namespace,
    label,
    menuPath: chain.filter((record) => isMenuRoute(record)).map((record) => labelOf(record.name)),
    call,
    exportCall,
    columns,
    rowId,
    rowIdExpression: rows.find((field) => field.name === rowId)?.kind === "string" ? `row.${rowId}` : `String(row.${rowId})`,
    key: kebab,
    bigoFilter,
    unboundFields: request.filter((field) => !PAGE_FIELDS.has(field.name) && !(bigoFilter && field.name === "bigo_id")).map((field) => field.name),
    account: options.account ?? "admin",
    strings: {
      [namespaceSection]: {
        [namespaceScreen]: {
          filterLabel: `Filter ${label.toLowerCase()}`,
          column: Object.fromEntries(columns.map((column) => [column.id, column.header])),
        },
      },
    },
  };
}
