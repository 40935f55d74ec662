// The one error class of the package: problems that stop a run (exit code 2), never violations.
//   USAGE       the command was called wrongly;
//   CONNECTION  the server could not be reached, or did not answer in time;
//   TARGET      the server answers, but it is not the kind of API the command checks;
//   KEY         the node refused the API key (401 or 403 to a protected read with it).

export type ConformanceErrorCode = 'USAGE' | 'CONNECTION' | 'TARGET' | 'KEY';

export class ConformanceError extends Error {
  override readonly name = 'ConformanceError';
  constructor(
    readonly code: ConformanceErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
