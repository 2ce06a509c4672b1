/** The image zoom dialog (loaded on first use by imageZoom.ts): a native modal <dialog>. */
let dialog: HTMLDialogElement | undefined;

function create(): HTMLDialogElement {
  const element = document.createElement('dialog');
  element.className = 'lw-zoom';
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'lw-zoom__close';
  close.textContent = 'Close';
  close.addEventListener('click', () => element.close());
  const image = document.createElement('img');
  image.className = 'lw-zoom__image';
  element.append(close, image);
  // A click on the backdrop (outside the image and the button) closes it too.
  element.addEventListener('click', (event) => {
    if (event.target === element) element.close();
  });
  document.body.append(element);
  return element;
}

export function openZoom(source: HTMLImageElement): void {
  dialog ??= create();
  const image = dialog.querySelector('img')!;
  image.src = source.currentSrc || source.src;
  image.alt = source.alt;
  // A vector diagram fills the screen; a screenshot shows at its own size (both capped by the CSS).
  image.style.width = /\.svg([?#]|$)/i.test(image.src) || !source.naturalWidth ? '94vw' : `${source.naturalWidth}px`;
  dialog.setAttribute('aria-label', source.alt ? `Enlarged image: ${source.alt}` : 'Enlarged image');
  dialog.addEventListener('close', () => source.focus(), { once: true });
  dialog.showModal();
  dialog.querySelector('button')!.focus();
}
