// The report of one run: one row per operation (pass / violation / skipped / disabled), the
// violations found, and the three renderings: terminal table, JSON, JUnit XML.

/**
 * @typedef {object} Violation
 * @property {string} operation operationId (node API) or method name (JSON-RPC)
 * @property {string} kind short machine name, e.g. "schema", "auth-missing", "unlisted-error-code"
 * @property {string} message one line: where, which rule, which value
 * @property {string} path JSON pointer of the offending value ("" for the whole answer)
 * @property {unknown} [request] what was sent (method, path/params, body)
 * @property {unknown} [response] what came back (status, body, abridged)
 * @property {string} [known] set when this is a known, documented departure of the server's client software
 */

/** @typedef {{ operation: string, group: string, status: 'pass' | 'violation' | 'skipped' | 'disabled', note?: string }} Row */

const MAX_VALUE_CHARS = 60;

/** Short JSON of a value for a message: long strings and objects are cut. */
export function shortValue(/** @type {unknown} */ value) {
  let text;
  try {
    text = value === undefined ? 'undefined' : JSON.stringify(value);
  } catch {
    text = String(value);
  }
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS - 1)}…` : text;
}

export class Report {
  /** @param {string} target @param {'node' | 'rpc'} api */
  constructor(target, api) {
    this.target = target;
    this.api = api;
    /** @type {Map<string, Row>} */
    this.rows = new Map();
    /** @type {Violation[]} */
    this.violations = [];
    /** @type {{ operation: string, reason: string }[]} */
    this.skipped = [];
    /** @type {string | undefined} the server's own name for its software (web3_clientVersion) */
    this.client = undefined;
    /** @type {{ matches: (v: Violation) => boolean, note: string }[]} known departures of that client */
    this.known = [];
  }

  /** Marks an operation as checked (pass unless a violation is or was added). */
  checked(/** @type {string} */ group, /** @type {string} */ operation, /** @type {string} */ note = '') {
    const row = this.rows.get(operation);
    if (!row) this.rows.set(operation, { group, operation, status: 'pass', note });
    else if (note && !row.note) row.note = note;
  }

  /** @param {string} group @param {Violation} violation */
  violation(group, violation) {
    const known = this.known.find((k) => k.matches(violation));
    if (known) violation = { ...violation, known: known.note };
    this.violations.push(violation);
    const row = this.rows.get(violation.operation);
    if (row) row.status = 'violation';
    else this.rows.set(violation.operation, { group, operation: violation.operation, status: 'violation' });
  }

  skip(/** @type {string} */ group, /** @type {string} */ operation, /** @type {string} */ reason) {
    this.skipped.push({ operation, reason });
    this.rows.set(operation, { group, operation, status: 'skipped', note: reason });
  }

  /** A JSON-RPC method that answers -32601 and is marked x-may-be-disabled: reported, not a violation. */
  disabled(/** @type {string} */ group, /** @type {string} */ operation, /** @type {string} */ reason) {
    this.skipped.push({ operation, reason });
    this.rows.set(operation, { group, operation, status: 'disabled', note: reason });
  }

  /** Puts the rows in document order (checks run concurrently). */
  sortRows(/** @type {string[]} */ order) {
    const rank = new Map(order.map((name, i) => [name, i]));
    const at = (/** @type {string} */ k) => rank.get(k) ?? order.length;
    this.rows = new Map([...this.rows.entries()].sort(([a], [b]) => at(a) - at(b)));
    this.skipped.sort((a, b) => at(a.operation) - at(b.operation));
  }

  get checkedCount() {
    return [...this.rows.values()].filter((r) => r.status === 'pass' || r.status === 'violation').length;
  }

  summary() {
    return `${this.checkedCount} checked, ${this.violations.length} violations, ${this.skipped.length} skipped`;
  }

  toJSON() {
    return {
      target: this.target,
      api: this.api,
      ...(this.client === undefined ? {} : { client: this.client }),
      checked: this.checkedCount,
      violations: this.violations,
      skipped: this.skipped,
    };
  }

  /** Human output: a table per group, the violations under their operation, then the summary line. */
  toText() {
    /** @type {Map<string, Row[]>} */
    const groups = new Map();
    for (const row of this.rows.values()) {
      const list = groups.get(row.group) ?? [];
      list.push(row);
      groups.set(row.group, list);
    }
    const width = Math.max(10, ...[...this.rows.keys()].map((k) => k.length));
    const lines = [`${this.api === 'node' ? 'Node API' : 'JSON-RPC'} conformance of ${this.target}`];
    for (const [group, rows] of groups) {
      lines.push('', `${group}`);
      for (const row of rows) {
        const status = row.status === 'violation' ? 'VIOLATION' : row.status;
        const note = row.note && row.status !== 'violation' ? `  ${row.note}` : '';
        lines.push(`  ${row.operation.padEnd(width)}  ${note ? status.padEnd(9) : status}${note}`);
        if (row.status === 'violation') {
          for (const v of this.violations.filter((x) => x.operation === row.operation)) {
            lines.push(`      ${v.kind}: ${v.message}${v.known ? `\n        (known: ${v.known})` : ''}`);
          }
        }
      }
    }
    const known = this.violations.filter((v) => v.known).length;
    if (known) lines.push('', `${known} of the violations are known departures of ${this.client}.`);
    lines.push('', this.summary());
    return `${lines.join('\n')}\n`;
  }

  /** JUnit XML: one test case per operation; violations are failures, skips are skipped. */
  toJUnit() {
    const esc = (/** @type {string} */ s) =>
      s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    const rows = [...this.rows.values()];
    const skipped = rows.filter((r) => r.status === 'skipped' || r.status === 'disabled').length;
    const failures = rows.filter((r) => r.status === 'violation').length;
    const cases = rows.map((row) => {
      const open = `    <testcase classname="${esc(`${this.api}.${row.group}`)}" name="${esc(row.operation)}"`;
      if (row.status === 'pass') return `${open}/>`;
      if (row.status !== 'violation') return `${open}>\n      <skipped message="${esc(`${row.status}: ${row.note ?? ''}`)}"/>\n    </testcase>`;
      const found = this.violations.filter((v) => v.operation === row.operation);
      const body = found.map((v) => `${v.kind}: ${v.message}`).join('\n');
      return `${open}>\n      <failure message="${esc(found[0]?.message ?? '')}" type="${esc(found[0]?.kind ?? '')}">${esc(body)}</failure>\n    </testcase>`;
    });
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<testsuites name="sidechain-conform" tests="${rows.length}" failures="${failures}" skipped="${skipped}">`,
      `  <testsuite name="${esc(`${this.api} ${this.target}`)}" tests="${rows.length}" failures="${failures}" skipped="${skipped}">`,
      ...cases,
      '  </testsuite>',
      '</testsuites>',
      '',
    ].join('\n');
  }
}
