// Every answer the sandbox sends is checked against the contract (NodeContract.checkAnswer: status,
// declared headers, media type, body schema, exact int64, listed business codes). A violation is a bug of
// the sandbox: it is logged once per kind, clearly, and kept for `violations()`; with `strict` (tests) the
// answer is replaced by a 500 that says so, so the caller fails loudly.
import type { NodeContract, NodeOperation } from '@sidechain-api/contract';
import type { Answer } from '@sidechain-api/server-kit';

export interface AnswerCheckOptions {
  strict: boolean;
  /** Answers larger than this are not checked (parsing tens of megabytes for each one would dominate). */
  maxCheckedBytes: number;
  log: (line: string) => void;
}

export class AnswerChecker {
  readonly violations: string[] = [];
  readonly #logged = new Set<string>();
  /** Cap of `violations` (a run with a systematic bug must not grow without bound). */
  static readonly MAX_KEPT = 1000;

  constructor(
    private readonly contract: NodeContract,
    private readonly options: AnswerCheckOptions,
  ) {}

  /** `answer` when it keeps the contract; otherwise, in strict mode, the 500 that reports the bug. */
  check(op: NodeOperation, method: string, answer: Answer): Answer {
    const body = typeof answer.body === 'string' ? answer.body : answer.body.toString('utf8');
    if (body.length > this.options.maxCheckedBytes) {
      this.#once(
        `${op.operationId} unchecked`,
        `sandbox: answers to ${op.operationId} over ${this.options.maxCheckedBytes} bytes are not checked against the contract`,
      );
      return answer;
    }
    const problems = this.contract.checkAnswer(
      op,
      { status: answer.status, headers: answer.headers, body },
      method,
    ).problems;
    if (problems.length === 0) return answer;
    const first = problems[0]!;
    const text = `${method} ${op.path} (${op.operationId}) answered HTTP ${answer.status} outside the contract: ${problems
      .slice(0, 3)
      .map((p) => `${p.path || '/'} ${p.message}`)
      .join('; ')}`;
    if (this.violations.length < AnswerChecker.MAX_KEPT) this.violations.push(text);
    this.#once(`${op.operationId} ${answer.status} ${first.kind} ${first.path}`, `sandbox bug: ${text}`);
    if (!this.options.strict) return answer;
    return {
      status: 500,
      headers: { 'content-type': 'text/plain; charset=UTF-8' },
      body: `Sandbox bug: ${text}`,
    };
  }

  #once(key: string, line: string): void {
    if (this.#logged.has(key) || this.#logged.size >= AnswerChecker.MAX_KEPT) return;
    this.#logged.add(key);
    this.options.log(line);
  }
}
