// Loads specs/tests/node-api/reference.yaml: the tables of what the 0.11.0 node serves, each row
// citing the SDK source it was read from. The contract tests compare the spec against them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import YAML from 'yaml';

export type BodyKind = 'required' | 'optional' | 'none';

/** A request-body value the route branches on (the fields are booleans at 0.11.0). */
export type FieldValue = boolean;

/** One branch of a route whose success answer depends on request fields. */
export interface ResultByAnswer {
  /** Field values selecting this branch; a field not named matches any value. */
  when: Record<string, FieldValue>;
  /** The response class the route completes with (a member of the route's file)… */
  class?: string;
  /** …or the HTTP status it ends in instead of a success answer. */
  status?: number;
}

/** Which success answer a route gives for which request fields, read from the route. */
export interface ResultByRow {
  /** `<file at tag 0.11.0>#<Scala route def>` that reads the fields. */
  source: string;
  /** How the route reads them, quoted from the source. */
  read: string;
  /** Each field and the value the route uses when it is absent. */
  fields: Record<string, FieldValue>;
  answers: ResultByAnswer[];
}

export interface OperationRow {
  path: string;
  /** `<file at tag 0.11.0>#<Scala route def>` */
  route: string;
  basicAuth: boolean;
  seeder404: boolean;
  body: BodyKind;
  answer?: 'bare-ok';
  errors: string[];
  /** Present only when the success answer depends on request fields. */
  resultBy?: ResultByRow;
}

/** JSON types of a property of a serialized result class (`integer` stands for int/long). */
export type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null';

export interface ResultSchemaRow {
  /** The serialized class: `<file at tag 0.11.0>` (or `…#<member>`). */
  source: string;
  required: string[];
  /** Property name → its JSON type(s); a property absent here must be absent from the schema. */
  properties: Record<string, JsonType | JsonType[]>;
}

/** A body the contract rejects with 400: the first request example with `set` merged in or `drop` removed. */
export interface BadRequestRow {
  path: string;
  set?: Record<string, unknown>;
  drop?: string;
  violation: string;
  field: string;
  /** The request case class: `<file at tag 0.11.0>#<class>`. */
  source: string;
}

interface Reference {
  sdkTag: string;
  operations: OperationRow[];
  resultSchemas: Record<string, ResultSchemaRow>;
  badRequests: BadRequestRow[];
}

export const reference: Reference = YAML.parse(readFileSync(join(import.meta.dirname, 'reference.yaml'), 'utf8'));

export const operationRows: OperationRow[] = reference.operations;
export const rowByPath = new Map(operationRows.map((row) => [row.path, row]));

/** The groups (path prefixes) in the order of their first row in the table. */
export const groups: string[] = [...new Set(operationRows.map((row) => row.path.split('/')[1]!))];

export const badRequests: BadRequestRow[] = reference.badRequests;
