// Renders JSON Schemas of the OpenRPC document as nested HTML lists: a one-line type per schema
// (alternatives named, constraints), collapsible structures, links to the named schemas.

import { refTarget } from '@sidechain-api/contract';
import { esc, slug } from './escape.js';
import { mdInline } from './html.js';

/** How deep $ref'd object schemas are expanded inside a method before becoming links. */
export const METHOD_DEPTH = 2;

/** The parts of a JSON Schema the renderer reads. */
export interface SchemaObject {
  $ref?: string;
  title?: string;
  description?: string;
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number | bigint;
  maximum?: number | bigint;
  minItems?: number;
  maxItems?: number;
  minProperties?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  propertyNames?: { pattern?: string; $ref?: string };
  [keyword: string]: unknown;
}

export type Schema = SchemaObject | boolean;

export function refName(ref: string): string {
  return decodeURIComponent(ref.split('/').pop() ?? ref);
}

const isObject = (s: unknown): s is SchemaObject => s !== null && typeof s === 'object' && !Array.isArray(s);

export function isComplex(schema: unknown): boolean {
  if (!isObject(schema)) return false;
  return Boolean(
    schema.properties ||
      schema.oneOf ||
      schema.anyOf ||
      schema.allOf ||
      isObject(schema.items) ||
      isObject(schema.additionalProperties),
  );
}

function firstParagraph(text: string): string {
  return String(text).split(/\n\s*\n/)[0] ?? '';
}

export class SchemaRenderer {
  readonly doc: unknown;

  constructor(doc: unknown) {
    this.doc = doc;
  }

  /** The schema, its `$ref`s followed. */
  resolve<T = Schema>(schema: unknown): T {
    let s = schema;
    const seen = new Set<string>();
    while (isObject(s) && typeof s.$ref === 'string') {
      if (seen.has(s.$ref)) throw new Error(`$ref cycle at ${s.$ref}`);
      seen.add(s.$ref);
      if (!s.$ref.startsWith('#/')) throw new Error(`only local $refs are supported, got ${s.$ref}`);
      s = refTarget(this.doc, s.$ref);
    }
    return s as T;
  }

  schemaLink(ref: string): string {
    const name = refName(ref);
    return `<a class="type-ref" href="#schema-${esc(slug(name))}">${esc(name)}</a>`;
  }

  /** A one-line type description: `string`, `array of Log`, `one of 2`, plus constraints. */
  typeLine(schema: Schema | undefined): string {
    if (schema === true || schema === undefined) return '<span class="type">any</span>';
    if (schema === false) return '<span class="type">nothing</span>';
    if (schema.$ref) {
      const target = this.resolve<Schema>(schema);
      let extra = '';
      if (isObject(target) && !isComplex(target)) {
        const { title: _title, ...rest } = target;
        extra = this.constraints(rest);
      }
      return `${this.schemaLink(schema.$ref)} <span class="type">${esc(this.baseType(target))}</span>${extra}`;
    }
    return `<span class="type">${esc(this.baseType(schema))}</span>${this.constraints(schema)}`;
  }

  baseType(s: Schema | undefined): string {
    if (s === true || s === undefined) return 'any';
    if (s === false) return 'nothing';
    if (s.$ref) return refName(s.$ref);
    if (s.const !== undefined) return `const ${JSON.stringify(s.const)}`;
    if (s.enum) return 'enum';
    for (const kw of ['oneOf', 'anyOf'] as const) {
      const variants = s[kw];
      if (!variants) continue;
      const names = variants.map((v) => this.variantName(v, variants)).join(' | ');
      return names.length <= 60 ? names : `${kw === 'oneOf' ? 'one' : 'any'} of ${variants.length}`;
    }
    if (s.allOf) return `all of ${s.allOf.length}`;
    let t = Array.isArray(s.type) ? s.type.join(' | ') : (s.type ?? (s.properties ? 'object' : 'any'));
    if (t === 'array' && isObject(s.items)) {
      t = `array of ${s.items.$ref ? refName(s.items.$ref) : this.baseType(s.items)}`;
    }
    if (t === 'object' && !s.properties && isObject(s.additionalProperties)) {
      const ap = s.additionalProperties;
      t = `map of ${ap.$ref ? refName(ap.$ref) : this.baseType(ap)}`;
    }
    return t;
  }

  /**
   * The name of one alternative of a oneOf/anyOf: its title, else for an untitled object the
   * properties that tell it apart from its siblings (`{blockHash, …}`), else its type.
   */
  variantName(variant: Schema, siblings: readonly Schema[]): string {
    if (isObject(variant) && variant.$ref) return refName(variant.$ref);
    const v = this.resolve<Schema>(variant);
    if (isObject(v) && v.title) return v.title;
    if (isObject(v) && v.properties) {
      const others = siblings.map((s) => this.resolve<Schema>(s)).filter((s) => s !== v);
      const own = Object.keys(v.properties).filter(
        (k) => !others.every((o) => isObject(o) && o.properties && k in o.properties),
      );
      const keys = own.length ? own : (v.required ?? Object.keys(v.properties));
      const rest = Object.keys(v.properties).length > keys.length ? ', …' : '';
      return `{${keys.join(', ')}${rest}}`;
    }
    return this.baseType(v);
  }

  constraints(s: SchemaObject): string {
    const parts: string[] = [];
    if (s.title) parts.push(esc(s.title));
    if (s.format) parts.push(`format ${esc(s.format)}`);
    if (s.pattern) parts.push(`<code>${esc(s.pattern)}</code>`);
    if (s.enum) parts.push(s.enum.map((v) => `<code>${esc(JSON.stringify(v))}</code>`).join(' | '));
    if (s.minimum !== undefined) parts.push(`≥ ${esc(s.minimum)}`);
    if (s.maximum !== undefined) parts.push(`≤ ${esc(s.maximum)}`);
    if (s.minItems !== undefined) parts.push(`min ${esc(s.minItems)} items`);
    if (s.maxItems !== undefined) parts.push(`max ${esc(s.maxItems)} items`);
    if (s.minProperties !== undefined) parts.push(`min ${esc(s.minProperties)} properties`);
    if (s.propertyNames?.pattern) parts.push(`keys <code>${esc(s.propertyNames.pattern)}</code>`);
    else if (s.propertyNames?.$ref) parts.push(`keys ${this.schemaLink(s.propertyNames.$ref)}`);
    if (s.default !== undefined) parts.push(`default <code>${esc(JSON.stringify(s.default))}</code>`);
    return parts.length ? ` <span class="cons">${parts.join(', ')}</span>` : '';
  }

  /**
   * The body of a schema: properties / variants / items, as nested lists.
   * `depth` counts expansions left for $ref'd complex schemas; `stack` guards recursion.
   */
  body(schema: Schema, depth: number, stack: readonly string[]): string {
    if (!isObject(schema)) return '';
    const out: string[] = [];
    if (schema.properties) {
      const required = new Set(schema.required ?? []);
      const items = Object.entries(schema.properties).map(([name, prop]) =>
        this.item(
          `<span class="name">${esc(name)}</span>${required.has(name) ? '<span class="badge req">required</span>' : ''}`,
          prop,
          depth,
          stack,
        ),
      );
      if (isObject(schema.additionalProperties)) {
        items.push(this.item('<span class="name">[other keys]</span>', schema.additionalProperties, depth, stack));
      }
      out.push(`<ul>${items.join('')}</ul>`);
    } else if (isObject(schema.additionalProperties)) {
      out.push(`<ul>${this.item('<span class="name">[key]</span>', schema.additionalProperties, depth, stack)}</ul>`);
    }
    const labels = { oneOf: 'one of', anyOf: 'any of', allOf: 'all of' } as const;
    for (const kw of ['oneOf', 'anyOf', 'allOf'] as const) {
      const variants = schema[kw];
      if (!variants) continue;
      const items = variants.map((variant, i) =>
        this.item(
          `<span class="variant-label">${esc(labels[kw])} #${i + 1}</span>${
            isObject(variant) && variant.$ref
              ? ''
              : ` <span class="variant-name">${esc(this.variantName(variant, variants))}</span>`
          }`,
          variant,
          depth,
          stack,
        ),
      );
      out.push(`<ul>${items.join('')}</ul>`);
    }
    if (isObject(schema.items) && isComplex(this.resolve(schema.items))) {
      out.push(`<ul>${this.item('<span class="name">[item]</span>', schema.items, depth, stack)}</ul>`);
    }
    return out.join('');
  }

  /** One list item: label, type line, description, and (collapsible) nested body. */
  item(label: string, schema: Schema, depth: number, stack: readonly string[]): string {
    const head = `${label} ${this.typeLine(schema)}`;
    const own = isObject(schema) ? schema.description : undefined;
    let target: Schema = schema;
    let nested = '';
    if (isObject(schema) && schema.$ref) {
      target = this.resolve<Schema>(schema);
      if (isComplex(target) && depth > 0 && !stack.includes(schema.$ref)) {
        nested = this.body(target, depth - 1, [...stack, schema.$ref]);
      }
    } else if (isComplex(schema)) {
      nested = this.body(schema, depth, stack);
    }
    const descText = own ?? (isObject(target) ? target.description : undefined);
    const desc = descText ? ` <span class="desc">${mdInline(firstParagraph(descText))}</span>` : '';
    if (!nested) return `<li>${head}${desc}</li>`;
    // No link inside <summary> (nested interactive controls): the schema link goes into the body.
    const plainHead = `${label} ${this.typeLine(schema).replace(
      /<a class="type-ref" href="([^"]*)">([^<]*)<\/a>/g,
      '<span class="type-ref">$2</span>',
    )}`;
    const link =
      isObject(schema) && schema.$ref ? `<div class="muted">schema ${this.schemaLink(schema.$ref)}</div>` : '';
    return `<li><details><summary>${plainHead}</summary>${link}${desc ? `<div>${desc}</div>` : ''}${nested}</details></li>`;
  }

  /** A top-level schema of a param/result: type line, then the collapsible structure. */
  block(schema: Schema | undefined, depth = METHOD_DEPTH): string {
    const ref = isObject(schema) ? schema.$ref : undefined;
    const stack = ref ? [ref] : [];
    const target = this.resolve<Schema>(schema);
    const nested = isComplex(target) ? this.body(target, ref ? depth - 1 : depth, stack) : '';
    return `<div class="schema">${this.typeLine(schema)}${
      nested
        ? `<details class="structure"${nested.length < 2500 ? ' open' : ''}><summary>structure</summary>${nested}</details>`
        : ''
    }</div>`;
  }
}
