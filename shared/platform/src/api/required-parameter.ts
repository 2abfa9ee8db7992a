export class RequiredParameterError extends Error {
  constructor(
    readonly parameter: string,
    readonly operation: string,
  ) {
    super(`Required parameter ${parameter} was null or undefined when calling ${operation}.`);
    this.name = 'RequiredParameterError';
  }
}

/** Throws the spec's required-parameter error when a path or query parameter is null or undefined. */
export function requireParameters(operation: string, parameters: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(parameters)) {
    if (value === null || value === undefined) throw new RequiredParameterError(name, operation);
  }
}
