/** Printing opens every collapsed <details> (API schemas, long examples) and closes them again after. */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('beforeprint', () => {
    for (const details of document.querySelectorAll<HTMLDetailsElement>('article details:not([open])')) {
      details.dataset.printOpened = '';
      details.open = true;
    }
  });
  window.addEventListener('afterprint', () => {
    for (const details of document.querySelectorAll<HTMLDetailsElement>('details[data-print-opened]')) {
      delete details.dataset.printOpened;
      details.open = false;
    }
  });
}
