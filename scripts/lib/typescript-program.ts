// A TypeScript program from a tsconfig, as `tsc -p` makes it, for the scripts that compile in process
// (the client builds, the pack tests' consumers). Declaration files under node_modules (TypeScript's libs,
// dependencies' types) come from a cache the caller keeps, keyed by module format and path as
// `tsc --build` keys them: several programs in one process parse them once.
import ts from 'typescript';

/** Parsed declaration files, shared by the programs given the same cache. */
export type DeclarationCache = Map<string, ts.SourceFile>;

/** Diagnostics as tsc prints them without --pretty, paths relative to `dir`. */
export function formatDiagnostics(diagnostics: readonly ts.Diagnostic[], dir: string): string {
  return ts.formatDiagnostics(diagnostics, {
    getCanonicalFileName: (f) => f,
    getCurrentDirectory: () => dir,
    getNewLine: () => '\n',
  });
}

/**
 * The program of `tsconfig` with `overrides` on its compiler options, or the diagnostics of a tsconfig
 * that cannot be read.
 */
export function programOf(
  tsconfig: string,
  overrides: ts.CompilerOptions,
  cache: DeclarationCache,
): { program: ts.Program } | { unreadable: readonly ts.Diagnostic[] } {
  const unreadable: ts.Diagnostic[] = [];
  const parsed = ts.getParsedCommandLineOfConfigFile(tsconfig, overrides, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => unreadable.push(d),
  });
  if (!parsed) return { unreadable };
  const host = ts.createCompilerHost(parsed.options);
  const parse = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile) => {
    if (!fileName.includes('/node_modules/')) return parse(fileName, languageVersionOrOptions, onError);
    const format =
      typeof languageVersionOrOptions === 'object' ? languageVersionOrOptions.impliedNodeFormat : undefined;
    const key = `${format}:${fileName}`;
    const cached = shouldCreateNewSourceFile ? undefined : cache.get(key);
    if (cached) return cached;
    const file = parse(fileName, languageVersionOrOptions, onError);
    if (file) cache.set(key, file);
    return file;
  };
  return {
    program: ts.createProgram({
      rootNames: parsed.fileNames,
      options: parsed.options,
      host,
      configFileParsingDiagnostics: parsed.errors,
    }),
  };
}
