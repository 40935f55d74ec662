// Which `x-method-answers` entry of the node API document describes the answer to a method other than POST
// (see specs/node-api/README.md): the HTTP server's request parser answers first, on every path — a method it
// does not register (501), TRACE or HEAD with content (422) — then the routes, GET (404) and the rest (405).

/** One entry: the status and a JSON pointer (`#/components/responses/…`) to the shared response. */
export interface MethodAnswerEntry {
  status?: unknown;
  response?: unknown;
  /** `withContent`: the methods refused with content. */
  methods?: unknown;
  /** `unregisteredMethods`: the methods the server knows. */
  registered?: unknown;
}

export type MethodAnswers = Record<string, MethodAnswerEntry | undefined>;

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((m) => typeof m === 'string') : []);

/** Whether the node's HTTP server knows `method` (upper case); every method, when the document does not say. */
export function isRegisteredMethod(answers: MethodAnswers | undefined, method: string): boolean {
  const registered = strings(answers?.unregisteredMethods?.registered);
  return registered.length === 0 || registered.includes(method);
}

/** Whether the node refuses `method` (upper case) when the request carries content. */
export function refusesContent(answers: MethodAnswers | undefined, method: string): boolean {
  return strings(answers?.withContent?.methods).includes(method);
}

/**
 * The entry that describes an answer to `method` (upper case, not POST) with `status`. Whether the request
 * carried content is not known here: for a method refused with content, the status tells the 422 apart.
 */
export function methodAnswerEntry(
  answers: MethodAnswers | undefined,
  method: string,
  status: number,
): MethodAnswerEntry | undefined {
  if (!answers) return undefined;
  if (!isRegisteredMethod(answers, method)) return answers.unregisteredMethods;
  if (refusesContent(answers, method) && answers.withContent?.status === status) return answers.withContent;
  return answers[method] ?? answers.otherMethods;
}
