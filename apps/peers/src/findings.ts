// What a tool reports, in one shape for every tool: an operation (operationId or JSON-RPC method), the tool's own
// kind, and the class of defect it belongs to, so that findings of different tools can be compared. A defect is
// an operation and a class: two tools that find the same operation answering a 500 found the same defect.

export type ToolName = 'sidechain-conform' | 'schemathesis' | 'test-coverage';

export const DEFECT_CLASSES = [
  /** a 5xx, or no node API at all */
  'server-error',
  /** a status the contract does not list */
  'status',
  'content-type',
  /** a header the contract describes (WWW-Authenticate, Allow) */
  'header',
  /** an answer body the schema refuses (int64 exactness and business error codes included) */
  'schema',
  /** an invalid request answered as if it were valid */
  'accepts-invalid-input',
  /** a valid request refused */
  'refuses-valid-input',
  /** credentials: a protected operation answering without them, or refusing a good key */
  'auth',
  /** methods other than POST */
  'method',
  /** answers that must agree across calls (a sent transaction found, two views of one block) */
  'stateful',
  /** a JSON-RPC answer (result or error) the method's document does not allow */
  'result',
] as const;
export type DefectClass = (typeof DEFECT_CLASSES)[number];

export interface Finding {
  tool: ToolName;
  operation: string;
  /** The tool's own name for what it found (a check, a violation kind, a rule). */
  kind: string;
  class: DefectClass;
  /** One line: what was sent and answered. */
  detail: string;
  /** What the judge reads: the answer's status, headers and body (HTTP) or its error (JSON-RPC). */
  evidence: {
    status?: number;
    headers?: Record<string, string>;
    method?: string;
    rpcError?: { code?: unknown; message?: unknown };
    rule?: string;
    /** The answer's body (HTTP), as text. */
    body?: string;
    /** Whether the tool meant the request to be valid (Schemathesis's generation mode). */
    mode?: 'positive' | 'negative';
    /** sidechain-conform: the reason of the --accept baseline entry that accepted it. */
    accepted?: string;
  };
}

/** The defect a finding stands for: operation and class. */
export const defectKey = (f: Pick<Finding, 'operation' | 'class'>): string => `${f.operation} ${f.class}`;

/** One run of one tool against one target. */
export interface ToolRun {
  tool: ToolName;
  version: string;
  /** Wall time of the tool's process, start to exit. */
  ms: number;
  exitCode: number | null;
  /** Requests or test cases the tool reports having made. */
  cases: number;
  findings: Finding[];
  /** The tool could not run against the target (what it said). */
  error?: string;
}
