/**
 * Wraps the OpenAPI theme's Schema: where RequestSchema or ResponseSchema put it straight into a
 * <ul>, its tree of <div>s goes into one <li> (a <ul> may only hold <li>s). On schema pages it
 * renders unchanged.
 */
import React, { useContext, type ComponentProps, type ReactNode } from 'react';
import Schema from '@theme-original/Schema';
import { SchemaInList } from '@site/src/lib/apiSchemaList';

export default function SchemaWrapper(props: ComponentProps<typeof Schema>): ReactNode {
  if (!useContext(SchemaInList)) return <Schema {...props} />;
  return (
    <li className="lw-api-list-item">
      <Schema {...props} />
    </li>
  );
}
