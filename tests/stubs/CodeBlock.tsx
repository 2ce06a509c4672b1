import React, { type ReactNode } from 'react';

export default function CodeBlock({
  children,
  language,
}: {
  children?: ReactNode;
  language?: string;
  title?: string;
}): ReactNode {
  return (
    <pre data-language={language}>
      <code>{children}</code>
    </pre>
  );
}
