// The one error class of the package: problems that stop a run (exit code 2), never violations.
//   USAGE       the command was called wrongly;
//   CONNECTION  the server could not be reached, or did not answer in time;
//   TARGET      the server answers, but it is not the kind of API the command checks.

export type ConformanceErrorCode = 'USAGE' | 'CONNECTION' | 'TARGET';

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
