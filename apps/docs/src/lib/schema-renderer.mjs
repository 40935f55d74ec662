// Renders JSON Schemas of the OpenRPC document as nested HTML lists: a one-line type per schema
// (alternatives named, constraints), collapsible structures, links to the named schemas.

import { esc, mdInline, slug } from './html.mjs';

/** How deep $ref'd object schemas are expanded inside a method before becoming links. */
export const METHOD_DEPTH = 2;

export function refName(ref) {
  return decodeURIComponent(ref.split('/').pop() ?? ref);
}

function resolvePointer(doc, ref) {
  if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported, got ${ref}`);
  let node = doc;
  for (const part of ref.slice(2).split('/')) {
    node = node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  if (node === undefined) throw new Error(`unresolved $ref ${ref}`);
  return node;
}

export function isComplex(schema) {
  if (!schema || typeof schema !== 'object') return false;
  return Boolean(
    schema.properties ||
      schema.oneOf ||
      schema.anyOf ||
      schema.allOf ||
      (schema.items && typeof schema.items === 'object') ||
      (schema.additionalProperties && typeof schema.additionalProperties === 'object'),
  );
}

export class SchemaRenderer {
  constructor(doc) {
    this.doc = doc;
  }

  resolve(schema) {
    let s = schema;
    const seen = new Set();
    while (s && typeof s === 'object' && typeof s.$ref === 'string') {
      if (seen.has(s.$ref)) throw new Error(`$ref cycle at ${s.$ref}`);
      seen.add(s.$ref);
      s = resolvePointer(this.doc, s.$ref);
    }
    return s;
  }

  schemaLink(ref) {
    const name = refName(ref);
    return `<a class="type-ref" href="#schema-${esc(slug(name))}">${esc(name)}</a>`;
  }

  /** A one-line type description: `string`, `array of Log`, `one of 2`, plus constraints. */
  typeLine(schema) {
    if (schema === true || schema === undefined) return '<span class="type">any</span>';
    if (schema === false) return '<span class="type">nothing</span>';
    if (schema.$ref) {
      const target = this.resolve(schema);
      const extra = isComplex(target) ? '' : this.constraints({ ...target, title: undefined });
      return `${this.schemaLink(schema.$ref)} <span class="type">${esc(this.baseType(target))}</span>${extra}`;
    }
    return `<span class="type">${esc(this.baseType(schema))}</span>${this.constraints(schema)}`;
  }

  baseType(s) {
    if (s === true || s === undefined) return 'any';
    if (s.$ref) return refName(s.$ref);
    if (s.const !== undefined) return `const ${JSON.stringify(s.const)}`;
    if (s.enum) return `enum`;
    for (const kw of ['oneOf', 'anyOf']) {
      if (!s[kw]) continue;
      const names = s[kw].map((v) => this.variantName(v, s[kw])).join(' | ');
      return names.length <= 60 ? names : `${kw === 'oneOf' ? 'one' : 'any'} of ${s[kw].length}`;
    }
    if (s.allOf) return `all of ${s.allOf.length}`;
    let t = Array.isArray(s.type) ? s.type.join(' | ') : (s.type ?? (s.properties ? 'object' : 'any'));
    if (t === 'array' && s.items && typeof s.items === 'object') {
      t = `array of ${s.items.$ref ? refName(s.items.$ref) : this.baseType(s.items)}`;
    }
    if (t === 'object' && !s.properties && s.additionalProperties && typeof s.additionalProperties === 'object') {
      t = `map of ${s.additionalProperties.$ref ? refName(s.additionalProperties.$ref) : this.baseType(s.additionalProperties)}`;
    }
    return t;
  }

  /**
   * The name of one alternative of a oneOf/anyOf: its title, else for an untitled object the
   * properties that tell it apart from its siblings (`{blockHash, …}`), else its type.
   */
  variantName(variant, siblings) {
    const v = this.resolve(variant);
    if (variant?.$ref) return refName(variant.$ref);
    if (v?.title) return v.title;
    if (v?.properties) {
      const others = siblings.map((s) => this.resolve(s)).filter((s) => s !== v);
      const own = Object.keys(v.properties).filter((k) => !others.every((o) => o?.properties && k in o.properties));
      const keys = own.length ? own : (v.required ?? Object.keys(v.properties));
      const rest = Object.keys(v.properties).length > keys.length ? ', …' : '';
      return `{${keys.join(', ')}${rest}}`;
    }
    return this.baseType(v);
  }

  constraints(s) {
    const parts = [];
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
  body(schema, depth, stack) {
    if (!schema || typeof schema !== 'object') return '';
    const out = [];
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
      if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        items.push(this.item('<span class="name">[other keys]</span>', schema.additionalProperties, depth, stack));
      }
      out.push(`<ul>${items.join('')}</ul>`);
    } else if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
      out.push(`<ul>${this.item('<span class="name">[key]</span>', schema.additionalProperties, depth, stack)}</ul>`);
    }
    for (const kw of ['oneOf', 'anyOf', 'allOf']) {
      if (!schema[kw]) continue;
      const label = { oneOf: 'one of', anyOf: 'any of', allOf: 'all of' }[kw];
      const items = schema[kw].map((variant, i) =>
        this.item(
          `<span class="variant-label">${esc(label)} #${i + 1}</span>${
            variant?.$ref ? '' : ` <span class="variant-name">${esc(this.variantName(variant, schema[kw]))}</span>`
          }`,
          variant,
          depth,
          stack,
        ),
      );
      out.push(`<ul>${items.join('')}</ul>`);
    }
    if (schema.items && typeof schema.items === 'object' && isComplex(this.resolve(schema.items))) {
      out.push(`<ul>${this.item('<span class="name">[item]</span>', schema.items, depth, stack)}</ul>`);
    }
    return out.join('');
  }

  /** One list item: label, type line, description, and (collapsible) nested body. */
  item(label, schema, depth, stack) {
    const head = `${label} ${this.typeLine(schema)}`;
    const own = schema && typeof schema === 'object' ? schema.description : undefined;
    let target = schema;
    let nested = '';
    if (schema && typeof schema === 'object' && schema.$ref) {
      target = this.resolve(schema);
      if (isComplex(target) && depth > 0 && !stack.includes(schema.$ref)) {
        nested = this.body(target, depth - 1, [...stack, schema.$ref]);
      }
    } else if (isComplex(schema)) {
      nested = this.body(schema, depth, stack);
    }
    const descText = own ?? (target && typeof target === 'object' ? target.description : undefined);
    const desc = descText ? ` <span class="desc">${mdInline(firstParagraph(descText))}</span>` : '';
    if (!nested) return `<li>${head}${desc}</li>`;
    // No link inside <summary> (nested interactive controls): the schema link goes into the body.
    const plainHead = `${label} ${this.typeLine(schema).replace(/<a class="type-ref" href="([^"]*)">([^<]*)<\/a>/g, '<span class="type-ref">$2</span>')}`;
    const link = schema?.$ref ? `<div class="muted">schema ${this.schemaLink(schema.$ref)}</div>` : '';
    return `<li><details><summary>${plainHead}</summary>${link}${desc ? `<div>${desc}</div>` : ''}${nested}</details></li>`;
  }

  /** A top-level schema of a param/result: type line, then the collapsible structure. */
  block(schema, depth = METHOD_DEPTH) {
    const stack = schema?.$ref ? [schema.$ref] : [];
    const target = this.resolve(schema);
    const nested = isComplex(target) ? this.body(target, schema?.$ref ? depth - 1 : depth, stack) : '';
    return `<div class="schema">${this.typeLine(schema)}${
      nested
        ? `<details class="structure"${nested.length < 2500 ? ' open' : ''}><summary>structure</summary>${nested}</details>`
        : ''
    }</div>`;
  }
}

function firstParagraph(text) {
  return String(text).split(/\n\s*\n/)[0];
}
