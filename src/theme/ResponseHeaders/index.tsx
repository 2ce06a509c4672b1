/**
 * Ejected from docusaurus-theme-openapi-docs 5.2.0 (MIT, Copyright (c) Palo Alto Networks) for one
 * change: each header's SchemaItem (a <div>) sits in an <li>, as the <ul> may only hold <li>s.
 */
import React, { type ReactNode } from 'react';
import SchemaItem from '@theme/SchemaItem';
// The theme's own helper, as its ResponseHeaders imports it.
import { getSchemaName } from 'docusaurus-theme-openapi-docs/lib/markdown/schema';

interface ResponseHeadersProps {
  description?: string;
  example?: string;
  schema?: { type?: string; format?: string };
}

export default function ResponseHeaders({
  responseHeaders,
}: {
  responseHeaders?: Record<string, ResponseHeadersProps>;
}): ReactNode {
  if (!responseHeaders) return null;
  return (
    <ul style={{ marginLeft: '1rem' }}>
      {Object.entries(responseHeaders).map(([name, schema]) => (
        <li key={name} className="lw-api-list-item">
          <SchemaItem
            name={name}
            collapsible={false}
            schemaName={getSchemaName(schema)}
            schema={schema}
            discriminator={false}
          />
        </li>
      ))}
    </ul>
  );
}
