import React, { type ReactNode } from 'react';

export default function Link({
  to,
  href,
  children,
  ...rest
}: {
  to?: string;
  href?: string;
  children?: ReactNode;
  [key: string]: unknown;
}): ReactNode {
  return (
    <a href={to ?? href} {...rest}>
      {children}
    </a>
  );
}
