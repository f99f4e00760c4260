import { apiRequest } from '../client/request.ts';
import { type CardTarget, cardBackgroundMessages, isImageFile } from '../lib/card-backgrounds.ts';
import { toast } from '../stores/toasts.ts';

/** The admin side of card backgrounds, loaded only for admins (see card-backgrounds.ts). */
export function enableCardBackgrounds(cards: readonly HTMLElement[]): void {
  for (const card of cards) enable(card);
}

/** A new element with these classes and, when given, this text. */
function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

function button(label: string, className: string, onClick: () => void): HTMLButtonElement {
  const b = element('button', className, label);
  b.type = 'button';
  b.addEventListener('click', (e) => {
    e.preventDefault();
    e.stopPropagation();
    onClick();
  });
  return b;
}

/** Shows `image` as the card's background; a saved one sits under the veil, a preview is shown bare. */
function setLayer(card: HTMLElement, image: string | null, veiled = true): void {
  const layer = card.querySelector<HTMLElement>('[data-card-bg-layer]');
  const veil = card.querySelector<HTMLElement>('[data-card-bg-veil]');
  if (layer) layer.style.backgroundImage = image ? `url("${image}")` : '';
  if (veil) veil.hidden = !image || !veiled;
}

function enable(card: HTMLElement): void {
  const target = card.dataset.cardBgTarget as CardTarget;
  const key = card.dataset.cardBgKey ?? '';
  const label = card.dataset.cardBgLabel ?? 'card';
  const messages = cardBackgroundMessages[target];
  if (!messages) return;

  const tools = element('div', 'absolute top-2 right-2 z-10 flex flex-wrap items-center justify-end gap-1');
  tools.dataset.cardBgTools = '';
  const tagClass = 'rounded-full px-2 py-1 text-xs font-extrabold text-white';
  const marker = element('span', `${tagClass} bg-leaf-700`, '✓ IMG');
  marker.dataset.cardBgMarker = '';
  marker.hidden = !card.dataset.cardBgImage;
  const input = element('input', 'sr-only');
  input.type = 'file';
  input.accept = 'image/*';
  input.tabIndex = -1;
  input.setAttribute('aria-hidden', 'true');
  input.dataset.cardBgInput = '';
  const choose = button('🖼', 'rounded-full bg-white px-2 py-1 text-sm shadow ring-1 ring-slate-300', () =>
    input.click(),
  );
  choose.setAttribute('aria-label', `Change the background of ${label}`);
  tools.append(marker, choose, input);
  card.append(tools);

  let pending: { file: File; preview: string; controls: HTMLElement } | null = null;

  const clearPending = (): void => {
    if (!pending) return;
    URL.revokeObjectURL(pending.preview);
    pending.controls.remove();
    pending = null;
  };

  const startPending = (file: File): void => {
    if (!isImageFile(file)) return void toast({ ...messages.invalidFile, variant: 'error' });
    clearPending();
    const preview = URL.createObjectURL(file);
    setLayer(card, preview, false);
    // In the card's flow, under its PLAY NOW, so the preview shows whole and nothing covers the button.
    const controls = element('div', 'relative z-[1] flex flex-wrap items-center justify-center gap-2');
    controls.classList.add('w-full', 'rounded-2xl', 'bg-white/95', 'p-2', 'shadow');
    controls.dataset.cardBgPending = '';
    const tag = element('span', `${tagClass} bg-[#c2410c]`, 'PENDING');
    controls.append(
      tag,
      button('Save', 'btn-primary min-h-9 px-3 py-1 text-sm', () => void save()),
      button('Discard', 'btn-ghost min-h-9 px-3 py-1 text-sm', discard),
    );
    (card.querySelector(':scope > .card') ?? card).append(controls);
    pending = { file, preview, controls };
    toast(messages.ready);
  };

  const discard = (): void => {
    clearPending();
    setLayer(card, card.dataset.cardBgImage || null);
    toast(messages.cancelled);
  };

  const save = async (): Promise<void> => {
    if (!pending) return;
    const { file } = pending;
    const query = new URLSearchParams({
      title: `Card background: ${label}`,
      description: 'card-background',
      fileName: file.name || 'background.png',
    });
    const upload = await apiRequest<{ file: { url: string } }>(
      'POST',
      `/api/admin/media/upload?${query}`,
      file,
    );
    if (!upload.ok) {
      console.error('Card background upload failed', upload.status, upload.message);
      return void toast({ ...messages.uploadFailed, variant: 'error' });
    }
    const url = upload.data.file.url;
    const path = `/api/admin/customizations/${target}/${encodeURIComponent(key)}`;
    const update = await apiRequest('PUT', path, { imageUrl: url });
    if (!update.ok) {
      console.error('Card background update failed', update.status, update.message);
      return void toast({ ...messages.updateFailed, variant: 'error' });
    }
    clearPending();
    card.dataset.cardBgImage = url;
    setLayer(card, url);
    marker.hidden = false;
    for (const text of messages.saved) toast({ ...text, variant: 'success' });
  };

  input.addEventListener('change', () => {
    const file = input.files?.[0];
    if (file) startPending(file);
    input.value = '';
  });
  card.addEventListener('dragover', (e) => {
    if (!e.dataTransfer?.types.includes('Files')) return;
    e.preventDefault();
    card.dataset.cardBgDragging = 'true';
  });
  card.addEventListener('dragleave', () => delete card.dataset.cardBgDragging);
  card.addEventListener('drop', (e) => {
    e.preventDefault();
    delete card.dataset.cardBgDragging;
    const file = e.dataTransfer?.files[0];
    if (file) startPending(file);
  });
}
