/**
 * Ejected from docusaurus-theme-openapi-docs 5.2.0 (MIT, Copyright (c) Palo Alto Networks) for two
 * changes: the "Array [" and "]" lines are <div>s, not <li>s, because the schema tree around them is
 * made of <div>s and an <li> needs a list parent; and they are not greyed with opacity 0.6, which
 * fell below AA contrast in light mode. src/css/custom.css gives them the spacing the theme's
 * stylesheet gave the <li>s, and their grey.
 */
import React, { type ReactNode } from 'react';

export const OpeningArrayBracket = (): ReactNode => (
  <div className="lw-array-bracket">
    <div
      style={{
        fontSize: 'var(--ifm-code-font-size)',
        marginLeft: '-.5rem',
        paddingBottom: '.5rem',
      }}
    >
      Array [
    </div>
  </div>
);

export const ClosingArrayBracket = (): ReactNode => (
  <div className="lw-array-bracket">
    <div
      style={{
        fontSize: 'var(--ifm-code-font-size)',
        marginLeft: '-.5rem',
      }}
    >
      ]
    </div>
  </div>
);
