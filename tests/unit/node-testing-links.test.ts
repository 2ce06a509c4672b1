/**
 * The testing guide (/sdk/TestingNodes) runs a node's Python `execute` under pytest. A node page
 * sends readers there only when the node runs Python (`code` in src/data/nodes.yaml is `python` or
 * `python+sql`); a page of a node without Python that links the guide fails with page:line.
 */
import { describe, expect, it } from 'vitest';
import { nodes } from '../../src/sources/nodeCatalog';
import { read } from '../lib/sources';

const GUIDE = /\]\(\/sdk\/TestingNodes[)#]/;

function guideLinksWithoutPython(): string[] {
  return nodes
    .filter((node) => !node.code.includes('python'))
    .flatMap((node) => {
      const page = `docs/nodes/${node.id}.mdx`;
      return read(page)
        .split('\n')
        .flatMap((line, i) =>
          GUIDE.test(line)
            ? [`${page}:${i + 1}: ${node.id} runs no Python (code: ${node.code}); do not link /sdk/TestingNodes`]
            : [],
        );
    });
}

describe('node pages link the testing guide only for nodes that run Python', () => {
  it('holds for every node', () => {
    expect(guideLinksWithoutPython()).toEqual([]);
  });
});
