/** Wraps the OpenAPI theme's ResponseSchema, which puts Schema in a <ul>: see src/theme/Schema. */
import React, { type ComponentProps, type ReactNode } from 'react';
import ResponseSchema from '@theme-original/ResponseSchema';
import { SchemaInList } from '@site/src/lib/apiSchemaList';

export default function ResponseSchemaWrapper(props: ComponentProps<typeof ResponseSchema>): ReactNode {
  return (
    <SchemaInList.Provider value>
      <ResponseSchema {...props} />
    </SchemaInList.Provider>
  );
}
