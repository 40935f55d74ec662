// The one error class of the package: usage and connection problems (exit code 2), never violations.

export class ConformanceError extends Error {
  /**
   * @param {'USAGE' | 'CONNECTION' | 'UPSTREAM'} code
   * @param {string} message
   * @param {unknown} [cause]
   */
  constructor(code, message, cause) {
    super(message, cause === undefined ? undefined : { cause });
    this.code = code;
  }
}
ConformanceError.prototype.name = 'ConformanceError';
