/**
 * Gives the worker's event loop a turn after every test. Vitest runs a file's synchronous tests
 * back to back without one, so its replies to the main process wait; when a file's tests (hundreds
 * of pages each parsed, on a machine shared with the builds) take longer than Vitest's RPC timeout,
 * the worker fails with `Timeout calling "onTaskUpdate"` although every test passed.
 */
import { afterEach } from 'vitest';

afterEach(() => new Promise<void>((resolve) => setImmediate(resolve)));
