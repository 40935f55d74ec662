// The document tests validate with the contract runtime's own ajv setup (JSON Schema 2020-12, the
// OpenAPI int32/int64 formats), so they check the schemas exactly as the servers and tools apply them.
export type { Ajv } from '@sidechain-api/contract';
export { createAjv } from '@sidechain-api/contract';

export function errorText(validate: { errors?: unknown[] | null }): string {
  return JSON.stringify(validate.errors ?? [], null, 1);
}
