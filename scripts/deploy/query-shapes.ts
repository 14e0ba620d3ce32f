/**
 * The Firestore queries the code runs, read from its source text, and the composite indexes they
 * need (docs/deploy.md, "Indexes"). Firestore serves a query on one field, or equalities only
 * (index merging), from its automatic single-field indexes; anything else (an equality or `in`
 * with a range or an order on another field, two orders) needs a composite index, and a
 * collection-group query on one field needs that field's collection-group index (a field
 * override). Pure: the preflight reads the files and compares with firestore.indexes.json.
 */
export interface QueryShape {
  /** The collection (the last segment of its path) or collection group. */
  readonly collectionGroup: string;
  readonly queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  /** Fields compared with ==, in or array-contains. */
  readonly equalities: readonly string[];
  /** The range or order fields, in the order the index must list them. */
  readonly ordered: readonly {
    readonly fieldPath: string;
    readonly order: 'ASCENDING' | 'DESCENDING';
  }[];
  /** Where it was found: `file:line`. */
  readonly at: string;
}

const EQUALITY = new Set(['==', 'in', 'array-contains', 'array-contains-any']);
const START = /\.(collection|collectionGroup)\(/g;
const STEP =
  /^\s*\.(where|orderBy|limit|limitToLast|startAfter|startAt|endAt|endBefore|select|withConverter)\(/;

type Constants = Readonly<Record<string, string>>;

/** The string constants `sources` declare (`export const INBOX = 'tracker_inbox'`), by name. */
export function stringConstants(sources: readonly string[]): Record<string, string> {
  const constants: Record<string, string> = {};
  for (const source of sources)
    for (const [, name, value] of source.matchAll(
      /const ([A-Za-z_$][\w$]*)\s*=\s*['"]([^'"]+)['"]/g,
    ))
      constants[name!] = value!;
  return constants;
}

/** A string literal's value, a constant's (`const INBOX = 'x'`, this file's or `constants`), or null. */
function nameOf(argument: string, source: string, constants: Constants): string | null {
  const literal = /^[`'"]([^`'"]*)[`'"]$/.exec(argument);
  if (literal)
    return (
      literal[1]!
        .split('/')
        .pop()!
        .replace(/^\$\{[^}]*\}$/, '') || null
    );
  if (!/^[A-Za-z_$][\w$]*$/.test(argument)) return null; // a call (rowsPath(legId)): unknown
  const constant = new RegExp(`const ${argument}\\s*=\\s*['"\`]([^'"\`]+)['"\`]`).exec(source);
  const value = constant?.[1] ?? constants[argument];
  return value ? value.split('/').pop()! : null;
}

/** The arguments of the call whose `(` is at `open`, and the index after its `)`. */
function callAt(source: string, open: number): { args: string; end: number } {
  let depth = 0;
  for (let i = open; i < source.length; i += 1) {
    if (source[i] === '(') depth += 1;
    else if (source[i] === ')') {
      depth -= 1;
      if (depth === 0) return { args: source.slice(open + 1, i), end: i + 1 };
    }
  }
  return { args: source.slice(open + 1), end: source.length };
}

function fieldOf(argument: string): string | null {
  if (/FieldPath\.documentId\(\)|documentId\(\)/.test(argument)) return '__name__';
  return /^\s*['"`]([^'"`]+)['"`]/.exec(argument)?.[1] ?? null;
}

/** Every query in `source` (a file's text) that filters or orders. */
export function queryShapes(source: string, file: string, constants: Constants = {}): QueryShape[] {
  return [...chainedQueries(source, file, constants), ...modularQueries(source, file, constants)];
}

function shape(
  collectionGroup: string,
  group: boolean,
  steps: readonly { readonly kind: string; readonly args: string }[],
  at: string,
): QueryShape | null {
  const equalities: string[] = [];
  const ordered: { fieldPath: string; order: 'ASCENDING' | 'DESCENDING' }[] = [];
  for (const { kind, args } of steps) {
    const field = fieldOf(args);
    if (!field) continue;
    if (kind === 'where') {
      const op = /,\s*['"`]([^'"`]+)['"`]/.exec(args)?.[1] ?? '==';
      if (EQUALITY.has(op)) equalities.push(field);
      else if (!ordered.some((o) => o.fieldPath === field))
        ordered.push({ fieldPath: field, order: 'ASCENDING' });
    } else if (kind === 'orderBy') {
      const order = /,\s*['"`]desc['"`]/.test(args) ? 'DESCENDING' : 'ASCENDING';
      const existing = ordered.findIndex((o) => o.fieldPath === field);
      if (existing === -1) ordered.push({ fieldPath: field, order });
      else ordered[existing] = { fieldPath: field, order };
    }
  }
  if (equalities.length === 0 && ordered.length === 0) return null;
  return {
    collectionGroup,
    queryScope: group ? 'COLLECTION_GROUP' : 'COLLECTION',
    equalities,
    ordered,
    at,
  };
}

const lineAt = (source: string, index: number) => source.slice(0, index).split('\n').length;

/** The Admin SDK's chains: `db.collection('x').where(…).orderBy(…)`. */
function chainedQueries(source: string, file: string, constants: Constants): QueryShape[] {
  const shapes: QueryShape[] = [];
  for (const start of source.matchAll(START)) {
    const opened = callAt(source, start.index + start[0].length - 1);
    const collectionGroup = nameOf(opened.args.trim(), source, constants);
    if (!collectionGroup) continue;
    const steps: { kind: string; args: string }[] = [];
    let at = opened.end;
    for (let step = STEP.exec(source.slice(at)); step; step = STEP.exec(source.slice(at))) {
      const call = callAt(source, at + step[0].length - 1);
      steps.push({ kind: step[1]!, args: call.args });
      at = call.end;
    }
    const found = shape(
      collectionGroup,
      start[1] === 'collectionGroup',
      steps,
      `${file}:${lineAt(source, start.index)}`,
    );
    if (found) shapes.push(found);
  }
  return shapes;
}

/** The web SDK's: `query(collection(db, 'a', id, 'b'), where(…), orderBy(…))`. */
function modularQueries(source: string, file: string, constants: Constants): QueryShape[] {
  const shapes: QueryShape[] = [];
  for (const start of source.matchAll(/\bquery\(/g)) {
    const { args } = callAt(source, start.index + start[0].length - 1);
    const target = /\b(collection|collectionGroup)\(([^()]*)\)/.exec(args);
    if (!target) continue;
    const last = target[2]!.split(',').pop()!.trim();
    const collectionGroup = nameOf(last, source, constants);
    if (!collectionGroup) continue;
    const steps = [...args.matchAll(/\b(where|orderBy)\(/g)].map((step) => ({
      kind: step[1]!,
      args: callAt(args, step.index + step[0].length - 1).args,
    }));
    const found = shape(
      collectionGroup,
      target[1] === 'collectionGroup',
      steps,
      `${file}:${lineAt(source, start.index)}`,
    );
    if (found) shapes.push(found);
  }
  return shapes;
}

export interface IndexField {
  readonly fieldPath: string;
  readonly order?: string;
  readonly arrayConfig?: string;
}
export interface IndexesFile {
  readonly indexes?: readonly {
    readonly collectionGroup: string;
    readonly queryScope?: string;
    readonly fields: readonly IndexField[];
  }[];
  readonly fieldOverrides?: readonly {
    readonly collectionGroup: string;
    readonly fieldPath: string;
    readonly indexes?: readonly { readonly order?: string; readonly queryScope?: string }[];
  }[];
}

/** The composite index (fields in order) a query needs, or null when single-field ones serve it. */
export function neededComposite(shape: QueryShape): IndexField[] | null {
  const equalities = [...new Set(shape.equalities)].filter(
    (field) => !shape.ordered.some((o) => o.fieldPath === field),
  );
  const fields = [
    ...equalities.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' })),
    ...shape.ordered.filter((o) => o.fieldPath !== '__name__' || shape.ordered.length > 1),
  ];
  if (shape.ordered.length === 0) return null; // equalities only: index merging serves it
  const distinct = new Set(fields.map((f) => f.fieldPath).filter((f) => f !== '__name__'));
  return distinct.size >= 2 ? fields : null;
}

function describe(shape: QueryShape, fields: readonly IndexField[]): string {
  const list = fields.map((f) => `${f.fieldPath} ${f.order ?? ''}`.trim()).join(', ');
  return `${shape.collectionGroup} (${shape.queryScope}: ${list}), for the query at ${shape.at}`;
}

/** Whether `index` serves `needed`: its equality fields in any order, then the rest in order. */
function serves(
  indexFields: readonly IndexField[],
  needed: readonly IndexField[],
  equalities: number,
) {
  const fields = indexFields.filter((f) => f.fieldPath !== '__name__');
  const want = needed.filter((f) => f.fieldPath !== '__name__');
  if (fields.length !== want.length) return false;
  const head = new Set(want.slice(0, equalities).map((f) => f.fieldPath));
  if (!fields.slice(0, equalities).every((f) => head.has(f.fieldPath))) return false;
  return want
    .slice(equalities)
    .every(
      (f, i) =>
        fields[equalities + i]?.fieldPath === f.fieldPath &&
        fields[equalities + i]?.order === f.order,
    );
}

/** The indexes missing from `file` for `shapes`, each naming the collection, fields and query. */
export function missingIndexes(shapes: readonly QueryShape[], file: IndexesFile): string[] {
  const problems: string[] = [];
  for (const shape of shapes) {
    const composite = neededComposite(shape);
    if (composite) {
      const equalities =
        composite.length - shape.ordered.filter((o) => composite.includes(o)).length;
      const found = (file.indexes ?? []).some(
        (index) =>
          index.collectionGroup === shape.collectionGroup &&
          (index.queryScope ?? 'COLLECTION') === shape.queryScope &&
          serves(index.fields, composite, equalities),
      );
      if (!found)
        problems.push(
          `firestore.indexes.json has no composite index on ${describe(shape, composite)}`,
        );
      continue;
    }
    if (shape.queryScope !== 'COLLECTION_GROUP') continue;
    const [field] = [...shape.ordered.map((o) => o.fieldPath), ...shape.equalities];
    const order = shape.ordered[0]?.order ?? 'ASCENDING';
    const found = (file.fieldOverrides ?? []).some(
      (override) =>
        override.collectionGroup === shape.collectionGroup &&
        override.fieldPath === field &&
        (override.indexes ?? []).some(
          (i) => i.queryScope === 'COLLECTION_GROUP' && i.order === order,
        ),
    );
    if (!found)
      problems.push(
        `firestore.indexes.json has no collection-group index (field override) on ${describe(shape, [{ fieldPath: field!, order }])}`,
      );
  }
  return problems;
}
