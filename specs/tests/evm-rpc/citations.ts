/**
 * The one form in which the EVM document and its test data cite client source code:
 * `owner/repo@tag-or-commit path[:line[-line]] [(note)]`, several joined by `; `
 * (e.g. `ethereum/go-ethereum@v1.17.2 internal/ethapi/api.go:328`).
 */
const CITATION = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+@[A-Za-z0-9_./-]+ [^\s;]+(:\d+(-\d+)?)?( \([^;]+\))?$/;

/** Whether `text` is one citation or several joined by `; `. */
export function isCitation(text: unknown): boolean {
  return typeof text === 'string' && text.split('; ').every((c) => CITATION.test(c));
}
