/**
 * The hosted-search filter syntax (Meilisearch style) used by tenant `search_filters` and by
 * multi-search, e.g. `(make = Ford OR car_type = used) AND location_id IN [3, 4]`.
 *
 * Grammar (keywords are case-insensitive; NOT binds tighter than AND, AND tighter than OR):
 *
 *   expression := or
 *   or         := and ("OR" and)*
 *   and        := unary ("AND" unary)*
 *   unary      := "NOT" unary | "(" expression ")" | condition
 *   condition  := attribute ("=" | "!=" | ">" | ">=" | "<" | "<=") value
 *               | attribute value "TO" value                 (inclusive numeric range)
 *               | attribute ["NOT"] "IN" "[" [value ("," value)*] "]"
 *               | attribute ["NOT"] "EXISTS"
 *               | attribute "IS" ["NOT"] ("NULL" | "EMPTY")
 *   value      := bare word (`Ford`, `4x4`, `-3.5`, `2024-01-01`) | '…' | "…" (backslash escapes any character)
 *   attribute  := bare word (letters, digits, `_`, `.`, `-`) | quoted string
 *
 * The words AND, OR, NOT and TO are reserved: quote them to use them as values.
 *
 * Semantics of the compiled predicate (see `compileFilter`):
 * - `=` is case-insensitive for strings; a numeric value also equals a number (`year = 2020`);
 *   booleans compare as 'true'/'false'. With an array value, any element may match.
 * - `!=` is exactly NOT `=` (so documents without the attribute match), likewise NOT IN.
 * - `>`, `>=`, `<`, `<=` and TO need numbers and only match numeric values.
 * - EXISTS means the attribute has a value: not missing and not null. IS NULL means present and null;
 *   IS EMPTY means '' or [].
 */

export type CompareOp = "=" | "!=" | ">" | ">=" | "<" | "<=";

export type FilterNode =
  | { type: "and"; children: FilterNode[] }
  | { type: "or"; children: FilterNode[] }
  | { type: "not"; child: FilterNode }
  | { type: "compare"; attribute: string; op: CompareOp; value: string }
  | { type: "range"; attribute: string; from: number; to: number }
  | { type: "in"; attribute: string; values: string[] }
  | { type: "exists"; attribute: string }
  | { type: "null"; attribute: string }
  | { type: "empty"; attribute: string };

export class FilterSyntaxError extends Error {
  /** 0-based character index in the filter text. */
  readonly position: number;
  constructor(message: string, position: number) {
    super(`${message} at position ${position}`);
    this.name = "FilterSyntaxError";
    this.position = position;
  }
}

type TokenKind = "word" | "string" | "op" | "(" | ")" | "[" | "]" | "," | "end";
interface Token {
  kind: TokenKind;
  /** Unescaped text (string contents for quoted strings). */
  value: string;
  pos: number;
}

const PUNCTUATION = new Set(["(", ")", "[", "]", ","]);
const WORD_STOP = /[\s()[\],=!<>"']/;
const RESERVED = new Set(["AND", "OR", "NOT", "TO"]);
const NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (PUNCTUATION.has(c)) {
      tokens.push({ kind: c as TokenKind, value: c, pos: i });
      i++;
      continue;
    }
    if (c === "=" || c === "<" || c === ">" || c === "!") {
      const two = text.slice(i, i + 2);
      if (two === "!=" || two === "<=" || two === ">=") {
        tokens.push({ kind: "op", value: two, pos: i });
        i += 2;
      } else if (c === "!") {
        throw new FilterSyntaxError('unexpected "!" (did you mean "!="?)', i);
      } else {
        tokens.push({ kind: "op", value: c, pos: i });
        i++;
      }
      continue;
    }
    if (c === '"' || c === "'") {
      const start = i;
      let value = "";
      i++;
      for (;;) {
        if (i >= text.length) throw new FilterSyntaxError("unterminated string starting", start);
        const ch = text[i];
        if (ch === "\\" && i + 1 < text.length) {
          value += text[i + 1];
          i += 2;
        } else if (ch === c) {
          i++;
          break;
        } else {
          value += ch;
          i++;
        }
      }
      tokens.push({ kind: "string", value, pos: start });
      continue;
    }
    const start = i;
    while (i < text.length && !WORD_STOP.test(text[i])) i++;
    tokens.push({ kind: "word", value: text.slice(start, i), pos: start });
  }
  tokens.push({ kind: "end", value: "", pos: text.length });
  return tokens;
}

function isKeyword(t: Token, keyword: string): boolean {
  return t.kind === "word" && t.value.toUpperCase() === keyword;
}

function isReserved(t: Token): boolean {
  return t.kind === "word" && RESERVED.has(t.value.toUpperCase());
}

function describe(t: Token): string {
  return t.kind === "word" && RESERVED.has(t.value.toUpperCase()) ? t.value.toUpperCase() : t.value;
}

class Parser {
  private tokens: Token[];
  private i = 0;
  constructor(tokens: Token[]) {
    this.tokens = tokens;
  }

  private peek(): Token {
    return this.tokens[this.i];
  }
  private next(): Token {
    return this.tokens[this.i++];
  }

  parseAll(): FilterNode {
    const node = this.parseOr(null);
    const t = this.peek();
    if (t.kind !== "end") {
      if (t.kind === ")") throw new FilterSyntaxError('unexpected ")"', t.pos);
      throw new FilterSyntaxError(`expected "AND" or "OR" before "${describe(t)}"`, t.pos);
    }
    return node;
  }

  private parseOr(after: string | null): FilterNode {
    return this.parseChain("or", (next) => this.parseAnd(next), after);
  }

  private parseAnd(after: string | null): FilterNode {
    return this.parseChain("and", (next) => this.parseUnary(next), after);
  }

  /** operand (KEYWORD operand)*: one operand stays itself, more become an `and`/`or` node. */
  private parseChain(type: "and" | "or", operand: (after: string | null) => FilterNode, after: string | null): FilterNode {
    const keyword = type === "and" ? "AND" : "OR";
    const children = [operand(after)];
    while (isKeyword(this.peek(), keyword)) {
      this.next();
      children.push(operand(keyword));
    }
    return children.length === 1 ? children[0] : { type, children };
  }

  private parseUnary(after: string | null): FilterNode {
    const t = this.peek();
    if (isKeyword(t, "NOT")) {
      this.next();
      return { type: "not", child: this.parseUnary("NOT") };
    }
    if (t.kind === "(") {
      this.next();
      const inner = this.parseOr("(");
      const close = this.peek();
      if (close.kind !== ")") {
        if (close.kind === "end") throw new FilterSyntaxError('expected ")"', close.pos);
        throw new FilterSyntaxError(`expected "AND", "OR" or ")" before "${describe(close)}"`, close.pos);
      }
      this.next();
      return inner;
    }
    if ((t.kind === "word" && !isReserved(t)) || t.kind === "string") return this.parseCondition();
    const where = after ? ` after "${after}"` : "";
    throw new FilterSyntaxError(`expected a condition${where}`, t.pos);
  }

  private parseCondition(): FilterNode {
    const attrToken = this.next();
    const attribute = attrToken.value;
    if (!attribute) throw new FilterSyntaxError("expected an attribute name", attrToken.pos);
    const t = this.peek();
    if (t.kind === "op") {
      this.next();
      const op = t.value as CompareOp;
      const value = this.parseValue(op);
      if (op !== "=" && op !== "!=" && !NUMBER.test(value.value)) throw new FilterSyntaxError(`expected a number after "${op}"`, value.pos);
      return { type: "compare", attribute, op, value: value.value };
    }
    if (isKeyword(t, "IN")) {
      this.next();
      return { type: "in", attribute, values: this.parseList() };
    }
    if (isKeyword(t, "EXISTS")) {
      this.next();
      return { type: "exists", attribute };
    }
    if (isKeyword(t, "NOT")) {
      this.next();
      const k = this.peek();
      if (isKeyword(k, "IN")) {
        this.next();
        return { type: "not", child: { type: "in", attribute, values: this.parseList() } };
      }
      if (isKeyword(k, "EXISTS")) {
        this.next();
        return { type: "not", child: { type: "exists", attribute } };
      }
      throw new FilterSyntaxError(`expected "IN" or "EXISTS" after "NOT"`, k.pos);
    }
    if (isKeyword(t, "IS")) {
      this.next();
      let negated = false;
      if (isKeyword(this.peek(), "NOT")) {
        this.next();
        negated = true;
      }
      const k = this.peek();
      let node: FilterNode;
      if (isKeyword(k, "NULL")) node = { type: "null", attribute };
      else if (isKeyword(k, "EMPTY")) node = { type: "empty", attribute };
      else throw new FilterSyntaxError(`expected "NULL" or "EMPTY" after "${negated ? "NOT" : "IS"}"`, k.pos);
      this.next();
      return negated ? { type: "not", child: node } : node;
    }
    if ((t.kind === "word" && !isReserved(t)) || t.kind === "string") {
      // attribute from TO to
      const from = this.next();
      const to = this.peek();
      if (!isKeyword(to, "TO")) throw new FilterSyntaxError(`expected "TO" after "${from.value}"`, to.pos);
      this.next();
      const upper = this.parseValue("TO");
      if (!NUMBER.test(from.value)) throw new FilterSyntaxError(`expected a number before "TO"`, from.pos);
      if (!NUMBER.test(upper.value)) throw new FilterSyntaxError(`expected a number after "TO"`, upper.pos);
      return { type: "range", attribute, from: Number(from.value), to: Number(upper.value) };
    }
    throw new FilterSyntaxError(`expected an operator (=, !=, >, >=, <, <=, TO, IN, EXISTS) after "${attribute}"`, t.pos);
  }

  private parseValue(after: string): Token {
    const t = this.peek();
    if ((t.kind === "word" && !isReserved(t)) || t.kind === "string") {
      this.next();
      return t;
    }
    throw new FilterSyntaxError(`expected a value after "${after}"`, t.pos);
  }

  private parseList(): string[] {
    const open = this.peek();
    if (open.kind !== "[") throw new FilterSyntaxError('expected "[" after "IN"', open.pos);
    this.next();
    const values: string[] = [];
    if (this.peek().kind === "]") {
      this.next();
      return values;
    }
    for (;;) {
      values.push(this.parseValue(values.length ? "," : "[").value);
      const sep = this.peek();
      if (sep.kind === "]") {
        this.next();
        return values;
      }
      if (sep.kind !== ",") throw new FilterSyntaxError('expected "," or "]"', sep.pos);
      this.next();
    }
  }
}

/** Parses filter text; blank text gives null. Throws FilterSyntaxError (with `.position`) on bad input. */
export function parseFilter(text: string): FilterNode | null {
  if (!text || !text.trim()) return null;
  return new Parser(tokenize(text)).parseAll();
}

/** Every attribute a filter mentions, once each, in order of appearance (to validate tenant filters). */
export function filterAttributes(node: FilterNode | null): string[] {
  const out = new Set<string>();
  const walk = (n: FilterNode) => {
    if (n.type === "and" || n.type === "or") n.children.forEach(walk);
    else if (n.type === "not") walk(n.child);
    else out.add(n.attribute);
  };
  if (node) walk(node);
  return [...out];
}

/**
 * How many values a filter names, in all and per attribute (to bound the work of a request): a
 * condition counts one, `IN [a, b, c]` counts its values.
 */
export function countFilterValues(node: FilterNode | null): { total: number; byAttribute: Map<string, number> } {
  const byAttribute = new Map<string, number>();
  let total = 0;
  const walk = (n: FilterNode) => {
    if (n.type === "and" || n.type === "or") n.children.forEach(walk);
    else if (n.type === "not") walk(n.child);
    else {
      const k = n.type === "in" ? Math.max(1, n.values.length) : 1;
      total += k;
      byAttribute.set(n.attribute, (byAttribute.get(n.attribute) ?? 0) + k);
    }
  };
  if (node) walk(node);
  return { total, byAttribute };
}

/** Both predicates' AND (either may be null = no restriction). */
export function andFilters(...nodes: (FilterNode | null | undefined)[]): FilterNode | null {
  const present = nodes.filter((n): n is FilterNode => !!n);
  if (present.length === 0) return null;
  if (present.length === 1) return present[0];
  return { type: "and", children: present.flatMap((n) => (n.type === "and" ? n.children : [n])) };
}

/** Canonical text of a filter (keywords upper case, strings quoted when needed); parses back to the same tree. */
export function formatFilter(node: FilterNode): string {
  const v = (s: string) => (/^[^\s()[\],=!<>"'\\]+$/.test(s) && !RESERVED.has(s.toUpperCase()) ? s : `"${s.replace(/["\\]/g, "\\$&")}"`);
  switch (node.type) {
    case "and":
      return node.children.map((c) => (c.type === "or" ? `(${formatFilter(c)})` : formatFilter(c))).join(" AND ");
    case "or":
      return node.children.map(formatFilter).join(" OR ");
    case "not":
      return node.child.type === "and" || node.child.type === "or" ? `NOT (${formatFilter(node.child)})` : `NOT ${formatFilter(node.child)}`;
    case "compare":
      return `${v(node.attribute)} ${node.op} ${v(node.value)}`;
    case "range":
      return `${v(node.attribute)} ${node.from} TO ${node.to}`;
    case "in":
      return `${v(node.attribute)} IN [${node.values.map(v).join(", ")}]`;
    case "exists":
      return `${v(node.attribute)} EXISTS`;
    case "null":
      return `${v(node.attribute)} IS NULL`;
    case "empty":
      return `${v(node.attribute)} IS EMPTY`;
  }
}

export type FilterDocument = Readonly<Record<string, unknown>>;
export type FilterPredicate = (doc: FilterDocument) => boolean;

type ValueTest = (x: unknown) => boolean;

function anyValue(attribute: string, test: ValueTest): FilterPredicate {
  return (doc) => {
    const x = doc[attribute];
    if (Array.isArray(x)) {
      for (const e of x) if (test(e)) return true;
      return false;
    }
    return test(x);
  };
}

function equalsTest(value: string): ValueTest {
  const lower = value.toLowerCase();
  const num = NUMBER.test(value) ? Number(value) : NaN;
  return (x) => {
    if (typeof x === "string") return x === value || x.toLowerCase() === lower;
    if (typeof x === "number") return x === num || String(x) === lower;
    if (typeof x === "boolean") return (x ? "true" : "false") === lower;
    return false;
  };
}

function numberTest(op: CompareOp, n: number): ValueTest {
  switch (op) {
    case ">":
      return (x) => typeof x === "number" && x > n;
    case ">=":
      return (x) => typeof x === "number" && x >= n;
    case "<":
      return (x) => typeof x === "number" && x < n;
    default:
      return (x) => typeof x === "number" && x <= n;
  }
}

/** Compiles a filter once into a fast predicate over flat documents. A null filter accepts everything. */
export function compileFilter(node: FilterNode | null): FilterPredicate {
  if (!node) return () => true;
  switch (node.type) {
    case "and": {
      const parts = node.children.map(compileFilter);
      if (parts.length === 2) {
        const [p, q] = parts;
        return (d) => p(d) && q(d);
      }
      return (d) => {
        for (const p of parts) if (!p(d)) return false;
        return true;
      };
    }
    case "or": {
      const parts = node.children.map(compileFilter);
      return (d) => {
        for (const p of parts) if (p(d)) return true;
        return false;
      };
    }
    case "not": {
      const p = compileFilter(node.child);
      return (d) => !p(d);
    }
    case "compare": {
      if (node.op === "=") return anyValue(node.attribute, equalsTest(node.value));
      if (node.op === "!=") {
        const eq = anyValue(node.attribute, equalsTest(node.value));
        return (d) => !eq(d);
      }
      return anyValue(node.attribute, numberTest(node.op, Number(node.value)));
    }
    case "range": {
      const { from, to } = node;
      return anyValue(node.attribute, (x) => typeof x === "number" && x >= from && x <= to);
    }
    case "in": {
      const tests = node.values.map(equalsTest);
      return anyValue(node.attribute, (x) => {
        for (const t of tests) if (t(x)) return true;
        return false;
      });
    }
    case "exists": {
      const attr = node.attribute;
      return (d) => d[attr] !== undefined && d[attr] !== null;
    }
    case "null": {
      const attr = node.attribute;
      return (d) => d[attr] === null;
    }
    case "empty": {
      const attr = node.attribute;
      return (d) => {
        const x = d[attr];
        return x === "" || (Array.isArray(x) && x.length === 0);
      };
    }
  }
}
