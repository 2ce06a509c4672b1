/** The search engine as one script for scripts/bench.mjs, which runs it in the browser on the built index. */
import { createSearch } from '../engine/engine';
import { httpSource } from './httpSource';

(window as unknown as { lwBench: unknown }).lwBench = { createSearch, httpSource };
