/** Wraps the OpenAPI theme's RequestSchema, which puts Schema in a <ul>: see src/theme/Schema. */
import React, { type ComponentProps, type ReactNode } from 'react';
import RequestSchema from '@theme-original/RequestSchema';
import { SchemaInList } from '@site/src/lib/apiSchemaList';

export default function RequestSchemaWrapper(props: ComponentProps<typeof RequestSchema>): ReactNode {
  return (
    <SchemaInList.Provider value>
      <RequestSchema {...props} />
    </SchemaInList.Provider>
  );
}
