/**
 * Wraps the OpenAPI theme's ParamsItem in an <li>: ParamsDetails lists the parameters in a <ul>,
 * and the item itself is a <div>, which a <ul> may not hold.
 */
import React, { type ComponentProps, type ReactNode } from 'react';
import ParamsItem from '@theme-original/ParamsItem';

export default function ParamsItemWrapper(props: ComponentProps<typeof ParamsItem>): ReactNode {
  return (
    <li className="lw-api-list-item">
      <ParamsItem {...props} />
    </li>
  );
}
