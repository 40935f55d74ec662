// The JVM types of a 0.11.0 node's request case classes, as jackson-databind 2.16 with jackson-module-scala sees
// them: what a JSON value is coerced to, and the type names its messages print.
//   String, int, long, boolean         a field of that type (a primitive is 0 or false when missing or null)
//   Long, Integer                      boxed (an `Option[Long]` with `@JsonDeserialize(contentAs = …)`)
//   untyped                            an `Option[Int]`/`Option[Boolean]`: erased to `Option[Object]`, so
//                                      Jackson keeps whatever JSON value it gets (the route casts it later)
//   option                             `Option[T]` of a reference type: None when missing or null
//   list                               `List[T]` / `Seq[T]`
//   class                              a nested case class

export type JvmType =
  | { kind: 'String' }
  | { kind: 'int' }
  | { kind: 'long' }
  | { kind: 'boolean' }
  | { kind: 'Integer' }
  | { kind: 'Long' }
  | { kind: 'untyped' }
  | { kind: 'option'; of: JvmType }
  | { kind: 'list'; of: JvmType; collection: 'List' | 'Seq' }
  | { kind: 'class'; cls: JvmClass };

export interface JvmField {
  name: string;
  type: JvmType;
  /** A Scala default value (`format: Boolean = false`), used when the member is missing. */
  default?: unknown;
}

/**
 * A request case class: its binary name, its constructor's parameters in order, and its `require`s: `check`
 * returns the message of the first one that fails (as the JVM words it: `requirement failed: …`, or the
 * NullPointerException a `require` meets on a null), given the bound values (null for a missing String or list).
 */
export interface JvmClass {
  name: string;
  fields: readonly JvmField[];
  check?: (v: Readonly<Record<string, unknown>>) => string | undefined;
}

export const STRING: JvmType = { kind: 'String' };
export const INT: JvmType = { kind: 'int' };
export const LONG: JvmType = { kind: 'long' };
export const BOOLEAN: JvmType = { kind: 'boolean' };
export const UNTYPED: JvmType = { kind: 'untyped' };
export const optionOf = (of: JvmType): JvmType => ({ kind: 'option', of });
export const listOf = (of: JvmType): JvmType => ({ kind: 'list', of, collection: 'List' });
export const seqOf = (of: JvmType): JvmType => ({ kind: 'list', of, collection: 'Seq' });
export const classOf = (cls: JvmClass): JvmType => ({ kind: 'class', cls });

/** ClassUtil.getTypeDescription: how a type is named in the messages. */
export function typeName(t: JvmType): string {
  switch (t.kind) {
    case 'String':
      return 'java.lang.String';
    case 'Integer':
      return 'java.lang.Integer';
    case 'Long':
      return 'java.lang.Long';
    case 'untyped':
      return 'java.lang.Object';
    case 'option':
      return typeName(t.of);
    case 'list':
      // the SDK is built with Scala 2.12: `Seq` is scala.collection.Seq
      return t.collection === 'List'
        ? `scala.collection.immutable.List<${typeName(t.of)}>`
        : `scala.collection.Seq<${typeName(t.of)}>`;
    case 'class':
      return t.cls.name;
    default:
      return t.kind;
  }
}

/** Java's String.hashCode. */
function javaHash(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
  return h;
}

/**
 * The order in which Jackson lists a class's known properties (an unknown member's message): the slots of its
 * BeanPropertyMap's hash area (jackson-databind 2.16 `BeanPropertyMap.init`, `_properties`), properties put in
 * in constructor order.
 */
export function knownPropertyOrder(names: readonly string[]): string[] {
  const n = names.length;
  let size = 8;
  if (n > 5) size = 16;
  if (n > 12) {
    const needed = n + (n >> 2);
    size = 32;
    while (size < needed) size += size;
  }
  const mask = size - 1;
  const area: (string | undefined)[] = new Array((size + (size >> 1)) * 2).fill(undefined);
  let spill = 0;
  for (const name of names) {
    const slot = javaHash(name) & mask;
    let ix = slot << 1;
    if (area[ix] !== undefined) {
      ix = (size + (slot >> 1)) << 1;
      if (area[ix] !== undefined) {
        ix = ((size + (size >> 1)) << 1) + spill;
        spill += 2;
        while (ix >= area.length) area.push(undefined, undefined, undefined, undefined);
      }
    }
    area[ix] = name;
  }
  return area.filter((name, i) => i % 2 === 0 && name !== undefined) as string[];
}
