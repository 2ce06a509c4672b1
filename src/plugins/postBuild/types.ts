import type { DocusaurusConfig } from '@docusaurus/types';
import type { LlmsPage } from '../../toMarkdown/llmsTxt';

/** The types the post-build pass (postBuild.ts) shares with its steps, apart so that steps do not import the pass. */

/** A built HTML page, read once; steps change `html` in memory and the page is written once at the end. */
export interface BuiltPage {
  file: string;
  route: string;
  html: string;
}

export interface PostBuildContext {
  outDir: string;
  baseUrl: string;
  siteDir: string;
  siteConfig: DocusaurusConfig;
  /** Doc permalinks in sidebar order (llms.txt). */
  sidebarOrder: string[];
  /** The pages' Markdown copies, filled by the Markdown copies step for the steps after it. */
  markdownPages: LlmsPage[];
}

export interface PostBuildStep {
  name: string;
  run(pages: BuiltPage[], context: PostBuildContext): void | Promise<void>;
}
