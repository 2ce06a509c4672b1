import React, { type ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';

/**
 * A drawn figure of a web-app screen, `static/img/ui/<name>-light.svg` and `-dark.svg`. Both images
 * are in the page and CSS shows the one of the colour mode (as for diagrams: src/css/custom.css), so
 * image zoom, print (always light) and the page's Markdown copy (the light one) treat it like a
 * diagram. `tests/unit/figures.test.ts` checks the files, their size and the alt text.
 */
export default function UiFigure({
  name,
  alt,
  width,
  height,
}: {
  name: string;
  alt: string;
  width: number;
  height: number;
}): ReactNode {
  const light = useBaseUrl(`/img/ui/${name}-light.svg`);
  const dark = useBaseUrl(`/img/ui/${name}-dark.svg`);
  const common = { alt, width, height, loading: 'lazy', decoding: 'async' } as const;
  return (
    <figure className="lw-diagram lw-ui-figure">
      <img className="lw-diagram__light" src={light} {...common} />
      <img className="lw-diagram__dark" src={dark} {...common} />
    </figure>
  );
}
