// The fenced code blocks of a Markdown text, with their info strings (`ts`, `ts fragment`, `sh`…).

export function fences(markdown: string): { info: string; code: string }[] {
  return [...markdown.matchAll(/^```([^\n]*)\n([\s\S]*?)^```$/gm)].map((m) => ({ info: m[1]!.trim(), code: m[2]! }));
}
