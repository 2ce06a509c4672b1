/**
 * A mistake in a stub file. Its message starts with the stub's `file:line`, so the reader's callers
 * print it alone, without a stack trace.
 */
export class StubError extends Error {}
