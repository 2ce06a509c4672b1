/** Wraps the doc footer (Markdown and API pages alike) to ask whether the page helped, before the edit link. */
import React, { type ReactNode } from 'react';
import Footer from '@theme-original/DocItem/Footer';
import Feedback from '@site/src/components/Feedback';

export default function FooterWrapper(): ReactNode {
  return (
    <>
      <Feedback />
      <Footer />
    </>
  );
}
