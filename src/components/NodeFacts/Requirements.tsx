import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import type { PythonRequirement } from '@site/src/sources/nodeTypes';

export interface NodeRequirementsProps {
  /** Catalog id of the node, e.g. "File/PDF_Read". */
  id: string;
  /** The node's requirements, added at build time by src/remark/componentData.ts. */
  data?: readonly PythonRequirement[];
}

/** `python-pptx (pptx)`: the package, and the name the code imports when that differs. */
function packageName(requirement: PythonRequirement): ReactNode {
  const name = requirement.package.replace(/\[.*\]$/, '');
  return (
    <>
      {name}
      {requirement.import && requirement.import !== name ? (
        <>
          {' '}
          (<code>{requirement.import}</code>)
        </>
      ) : null}
    </>
  );
}

/**
 * The packages a node's template imports beyond the preinstalled set (the catalog's `requirements`
 * of the node), and the requirements.txt lines that install them: one paragraph for every node page.
 */
export default function NodeRequirements({ id, data }: NodeRequirementsProps): ReactNode {
  if (!data || data.length === 0) {
    throw new Error(`<NodeRequirements id="${id}">: the node has no requirements in src/data/nodes.yaml`);
  }
  const one = data.length === 1;
  return (
    <>
      <p>
        The template imports{' '}
        {data.map((requirement, i) => (
          <React.Fragment key={requirement.package}>
            {i > 0 && (i === data.length - 1 ? ' and ' : ', ')}
            {packageName(requirement)}
          </React.Fragment>
        ))}
        , which {one ? 'is' : 'are'} not among the packages{' '}
        <Link to="/app/flows/NodeEditor#python-packages">preinstalled in Python nodes</Link>. List {one ? 'it' : 'them'}{' '}
        in the flow&apos;s <code>requirements.txt</code> (<strong>Flow settings → Python packages</strong> in the flow
        editor), {one ? '' : 'each '}pinned to an exact version, and deploy before the first run:
      </p>
      <CodeBlock language="text" title="requirements.txt">
        {data.map((requirement) => `${requirement.package}==${requirement.version}`).join('\n')}
      </CodeBlock>
    </>
  );
}
