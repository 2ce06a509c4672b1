import React, { type ReactNode } from 'react';

export default function Heading({
  as: As = 'h2',
  children,
  ...rest
}: {
  as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  children?: ReactNode;
  id?: string;
  className?: string;
}): ReactNode {
  return <As {...rest}>{children}</As>;
}
