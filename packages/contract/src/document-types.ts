// The shapes of the bundled documents the runtime reads (types only: safe in every entry point).

/** A JSON object of a document (schemas, operations, methods…), read as it is. */
export type JsonObject = { [key: string]: unknown };

/** The parts of an OpenAPI 3.1 document the runtime reads. */
export interface OpenApiDocument extends JsonObject {
  openapi: string;
  info: JsonObject & { version: string };
  paths: Record<string, Record<string, JsonObject>>;
  components: JsonObject & { schemas: Record<string, JsonObject>; responses?: Record<string, JsonObject> };
  security?: Record<string, string[]>[];
}

/** The parts of an OpenRPC 1.3 document the runtime reads. */
export interface OpenRpcDocument extends JsonObject {
  openrpc: string;
  info: JsonObject & { version: string };
  methods: JsonObject[];
  components?: JsonObject & { schemas?: Record<string, JsonObject>; errors?: Record<string, JsonObject> };
}
