// A reader of storage.rules for `npm test`, where the Storage emulator cannot start (it downloads
// its rules runtime). It evaluates the subset our rules use: nested matches with {var} and
// {var=**}, `allow <ops>: if <expr>;`, functions without arguments, && and ||, comparisons of
// request fields, path variables and literals, and `<var>.matches('re')`. Anything else throws,
// so a rule it cannot read fails the test instead of passing unread: then extend this reader or
// run `npm run test:storage` where the emulator works.

export interface StorageToken {
  email?: string;
  email_verified?: boolean;
  firebase?: { sign_in_provider?: string };
  [claim: string]: unknown;
}

export interface StorageRequest {
  /** null when signed out. */
  auth: { uid: string; token: StorageToken } | null;
  method: 'get' | 'list' | 'create' | 'update' | 'delete';
  /** The object's path inside the bucket, e.g. media/m1/320w.webp. */
  path: string;
  /** The object being written (create, update). */
  resource?: { size: number; contentType: string };
}

type Scope = Record<string, string>;
interface Allow {
  methods: readonly string[];
  condition: string;
}
interface Match {
  segments: string[];
  allows: Allow[];
  matches: Match[];
}

const METHOD_GROUPS: Record<string, readonly string[]> = {
  read: ['get', 'list'],
  write: ['create', 'update', 'delete'],
  get: ['get'],
  list: ['list'],
  create: ['create'],
  update: ['update'],
  delete: ['delete'],
};

class Unsupported extends Error {
  constructor(what: string) {
    super(`storage.rules: the evaluator cannot read ${JSON.stringify(what)}; extend tests/tooling/storage-rules-evaluator.ts`);
  }
}

const stripComments = (text: string) => text.replace(/\/\/[^\n]*/g, '');

/** The body of the block that opens at `open` (the index of its "{"), and where it ends. */
function block(text: string, open: number): { body: string; end: number } {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    if (text[i] === '}' && --depth === 0) return { body: text.slice(open + 1, i), end: i + 1 };
  }
  throw new Unsupported('an unclosed block');
}

/** A path pattern's "{" and "}" are not blocks: find the brace that opens the match's body. */
function matchBodyStart(text: string, from: number): number {
  let i = from;
  while (text[i] !== ' ' && text[i] !== '\n') i++;
  return text.indexOf('{', i);
}

function parseBlock(body: string, functions: Map<string, string>): { allows: Allow[]; matches: Match[] } {
  const allows: Allow[] = [];
  const matches: Match[] = [];
  let rest = body.trim();
  while (rest) {
    let found: RegExpMatchArray | null;
    if ((found = rest.match(/^function (\w+)\(\) \{\s*return ([^;]+);\s*\}/))) {
      functions.set(found[1], found[2]);
      rest = rest.slice(found[0].length).trim();
    } else if ((found = rest.match(/^allow ([\w, ]+): if ([^;]+);/))) {
      const methods = found[1].split(',').flatMap((name) => METHOD_GROUPS[name.trim()] ?? []);
      allows.push({ methods, condition: found[2] });
      rest = rest.slice(found[0].length).trim();
    } else if ((found = rest.match(/^match (\S+) /))) {
      const open = matchBodyStart(rest, 'match '.length);
      const inner = block(rest, open);
      const parsed = parseBlock(inner.body, functions);
      matches.push({ segments: found[1].split('/').filter(Boolean), ...parsed });
      rest = rest.slice(inner.end).trim();
    } else {
      throw new Unsupported(rest.slice(0, 60));
    }
  }
  return { allows, matches };
}

export function parseStorageRules(text: string) {
  const source = stripComments(text);
  if (!/^\s*rules_version = '2';/.test(source)) throw new Unsupported('rules without rules_version 2');
  const service = source.indexOf('service firebase.storage {');
  if (service < 0) throw new Unsupported('a file without "service firebase.storage"');
  const functions = new Map<string, string>();
  const root = parseBlock(block(source, source.indexOf('{', service)).body, functions);
  return { root, functions };
}

/** The variables a pattern binds on `segments`, or null when it does not match them all. */
function bind(pattern: readonly string[], segments: readonly string[]): { scope: Scope; rest: string[] } | null {
  const scope: Scope = {};
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i];
    const wildcard = part.match(/^\{(\w+)(=\*\*)?\}$/);
    if (wildcard?.[2]) {
      scope[wildcard[1]] = segments.slice(i).join('/');
      return { scope, rest: [] };
    }
    if (i >= segments.length) return null;
    if (wildcard) scope[wildcard[1]] = segments[i];
    else if (part !== segments[i]) return null;
  }
  return { scope, rest: segments.slice(pattern.length) };
}

function literal(text: string): unknown {
  const t = text.trim();
  if (t === 'null') return null;
  if (t === 'true') return true;
  if (t === 'false') return false;
  if (/^-?\d+$/.test(t)) return Number(t);
  const quoted = t.match(/^'([^']*)'$/);
  if (quoted) return quoted[1];
  throw new Unsupported(t);
}

function field(name: string, request: StorageRequest, scope: Scope): unknown {
  if (Object.hasOwn(scope, name)) return scope[name];
  const fields: Record<string, unknown> = {
    'request.auth': request.auth,
    'request.auth.uid': request.auth?.uid,
    'request.auth.token.email': request.auth?.token.email,
    'request.auth.token.email_verified': request.auth?.token.email_verified,
    'request.auth.token.firebase.sign_in_provider': request.auth?.token.firebase?.sign_in_provider,
    'request.resource.size': request.resource?.size,
    'request.resource.contentType': request.resource?.contentType,
  };
  if (!Object.hasOwn(fields, name)) throw new Unsupported(name);
  return fields[name];
}

const COMPARE: Record<string, (a: unknown, b: unknown) => boolean> = {
  '==': (a, b) => a === b,
  '!=': (a, b) => a !== b,
  '<': (a, b) => typeof a === 'number' && a < (b as number),
  '<=': (a, b) => typeof a === 'number' && a <= (b as number),
  '>': (a, b) => typeof a === 'number' && a > (b as number),
  '>=': (a, b) => typeof a === 'number' && a >= (b as number),
};

function evaluate(expression: string, request: StorageRequest, scope: Scope, functions: Map<string, string>): boolean {
  // Parentheses only as a call without arguments or around matches()' pattern: no grouping.
  if (/[()]/.test(expression.replace(/\.matches\('[^']*'\)/g, '').replace(/\w+\(\)/g, ''))) throw new Unsupported(expression);
  const anyOf = expression.split('||');
  return anyOf.some((conjunction) =>
    conjunction.split('&&').every((atom) => {
      const a = atom.trim();
      if (a === 'true') return true;
      if (a === 'false') return false;
      const call = a.match(/^(\w+)\(\)$/);
      if (call) {
        const body = functions.get(call[1]);
        if (body === undefined) throw new Unsupported(a);
        return evaluate(body, request, scope, functions);
      }
      const matches = a.match(/^([\w.]+)\.matches\('([^']*)'\)$/);
      if (matches) {
        const value = field(matches[1], request, scope);
        return typeof value === 'string' && new RegExp(`^(?:${matches[2]})$`).test(value);
      }
      const comparison = a.match(/^([\w.]+)\s*(==|!=|<=|>=|<|>)\s*(.+)$/);
      if (comparison) return COMPARE[comparison[2]](field(comparison[1], request, scope), literal(comparison[3]));
      throw new Unsupported(a);
    }),
  );
}

function allowedIn(
  match: Match,
  segments: readonly string[],
  request: StorageRequest,
  outer: Scope,
  functions: Map<string, string>,
): boolean {
  const bound = bind(match.segments, segments);
  if (!bound) return false;
  const scope = { ...outer, ...bound.scope };
  if (
    bound.rest.length === 0 &&
    match.allows.some((allow) => allow.methods.includes(request.method) && evaluate(allow.condition, request, scope, functions))
  )
    return true;
  return match.matches.some((inner) => allowedIn(inner, bound.rest, request, scope, functions));
}

/** Whether storage.rules (its text) allows the request, in the bucket `bucket`. */
export function storageRulesAllow(text: string, request: StorageRequest, bucket = 'demo-bucket'): boolean {
  const { root, functions } = parseStorageRules(text);
  const segments = ['b', bucket, 'o', ...request.path.split('/')];
  return root.matches.some((match) => allowedIn(match, segments, request, {}, functions));
}
