import { locate, type SpeechPiece, speechPieces, wordLength } from '../lib/read-aloud/speech-text.ts';

/**
 * Read-aloud with the browser's own speech synthesis (no voice service). A box marked `data-listen`
 * holds a Listen button (`data-listen-start`); its value is the id of the element to read (empty:
 * the nearest `data-read-aloud` ancestor). That element's `data-read-aloud` names its blocks (a CSS
 * selector; by default headings, paragraphs, quotes and list items). Each block read is marked
 * (`data-reading`) and kept in view; the word being said is highlighted where the browser reports
 * word boundaries (a CSS highlight: the text's own elements, such as glossary marks, are untouched).
 * Loaded on the first click of Listen (see listen-buttons.ts), or by an island the same way.
 */

interface Block {
  element: HTMLElement;
  nodes: Text[];
  text: string;
}

/** Never read: verse numbers, controls, dialogs and what is hidden (a word's meaning until shown). */
const skipped =
  'sup, select, dialog, script, style, [hidden], [aria-hidden="true"], [data-listen], [data-read-aloud-skip]';
const defaultBlocks = 'h1, h2, h3, p, blockquote, li';
const speeds = [
  { word: 'slow', rate: 0.7 },
  { word: 'normal', rate: 1 },
  { word: 'fast', rate: 1.3 },
] as const;

/** The controls' words, in the page's language: ListenButton.astro renders them into its box. */
interface ListenWords {
  group: string;
  pause: string;
  resume: string;
  stop: string;
  speed: string;
  voice: string;
  slow: string;
  normal: string;
  fast: string;
}

const englishWords: ListenWords = {
  group: 'Read aloud',
  pause: 'Pause',
  resume: 'Resume',
  stop: 'Stop',
  speed: 'Speed',
  voice: 'Voice',
  slow: 'Slow (for young readers)',
  normal: 'Normal',
  fast: 'Fast',
};

function listenWords(box: HTMLElement): ListenWords {
  try {
    return { ...englishWords, ...(JSON.parse(box.dataset.listenWords ?? '{}') as Partial<ListenWords>) };
  } catch {
    return englishWords;
  }
}
const storedRate = 'read-aloud-rate';
const storedVoice = 'read-aloud-voice';

function blocksOf(root: HTMLElement): Block[] {
  const elements = [...root.querySelectorAll<HTMLElement>(root.dataset.readAloud || defaultBlocks)].filter(
    (el) => !el.closest(skipped) && !el.closest('button'),
  );
  // A block inside another block is read with it.
  const outer = elements.filter((el) => !elements.some((other) => other !== el && other.contains(el)));
  return outer
    .map((element) => {
      const nodes: Text[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT, {
        acceptNode: (node) => {
          const parent = node.parentElement;
          const skip = parent?.closest(skipped);
          const unseen = parent?.checkVisibility?.({ visibilityProperty: true }) === false;
          return (skip && element.contains(skip)) || unseen
            ? NodeFilter.FILTER_REJECT
            : NodeFilter.FILTER_ACCEPT;
        },
      });
      while (walker.nextNode()) nodes.push(walker.currentNode as Text);
      return { element, nodes, text: nodes.map((n) => n.data).join('') };
    })
    .filter((b) => b.text.trim() !== '');
}

/** The language of the text read: its own `lang` (a Bible version's), else the page's. */
function languageOf(root: HTMLElement): string {
  return root.closest<HTMLElement>('[lang]')?.lang || document.documentElement.lang || 'en';
}

/** The browser's voices for a language ("es" takes es-ES, es-MX...); every voice when it has none. */
function voicesFor(language: string): SpeechSynthesisVoice[] {
  const all = speechSynthesis.getVoices();
  const primary = language.toLowerCase().split('-')[0] ?? 'en';
  const matching = all.filter((v) => v.lang.toLowerCase().split(/[-_]/)[0] === primary);
  return matching.length > 0 ? matching : all;
}

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

function button(label: string, data: string): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = 'btn-ghost';
  b.textContent = label;
  b.setAttribute(data, '');
  return b;
}

function labelled(text: string, control: HTMLSelectElement): HTMLLabelElement {
  const label = document.createElement('label');
  label.className = 'flex items-center gap-2 font-semibold text-slate-800';
  label.append(text, control);
  control.className = 'min-h-11 rounded-2xl bg-white px-3 ring-1 ring-slate-300';
  return label;
}

/** One read-aloud of one element, driven by its controls. */
class Reading {
  private blocks: Block[] = [];
  private block = 0;
  private pieces: SpeechPiece[] = [];
  private piece = 0;
  /** Bumped by every new utterance: events of an utterance cancelled since are ignored. */
  private run = 0;
  private paused = false;
  private rate: number;
  private voiceName: string | null = stored(storedVoice);
  private readonly controls: HTMLElement;
  private readonly pauseButton: HTMLButtonElement;
  private readonly voiceSelect: HTMLSelectElement;
  private readonly voiceLabel: HTMLLabelElement;

  private readonly box: HTMLElement;
  private readonly root: HTMLElement;
  private readonly words: ListenWords;
  private readonly language: string;

  constructor(box: HTMLElement, root: HTMLElement) {
    this.box = box;
    this.root = root;
    this.words = listenWords(box);
    this.language = languageOf(root);
    const rate = Number(stored(storedRate));
    this.rate = speeds.some((s) => s.rate === rate) ? rate : 1;
    this.controls = document.createElement('div');
    this.controls.className = 'read-aloud-controls flex flex-wrap items-center gap-2';
    this.controls.setAttribute('role', 'group');
    this.controls.setAttribute('aria-label', this.words.group);
    this.pauseButton = button(this.words.pause, 'data-listen-pause');
    this.pauseButton.addEventListener('click', () => (this.paused ? this.resume() : this.pause()));
    const stop = button(this.words.stop, 'data-listen-stop');
    stop.addEventListener('click', () => this.stop());
    const speed = document.createElement('select');
    speed.setAttribute('data-listen-speed', '');
    for (const s of speeds)
      speed.add(new Option(this.words[s.word], String(s.rate), false, s.rate === this.rate));
    speed.addEventListener('change', () => {
      this.rate = Number(speed.value);
      store(storedRate, speed.value);
      this.restartPiece();
    });
    this.voiceSelect = document.createElement('select');
    this.voiceSelect.setAttribute('data-listen-voice', '');
    this.voiceSelect.addEventListener('change', () => {
      this.voiceName = this.voiceSelect.value;
      store(storedVoice, this.voiceName);
      this.restartPiece();
    });
    this.voiceLabel = labelled(this.words.voice, this.voiceSelect);
    this.controls.append(this.pauseButton, stop, labelled(this.words.speed, speed), this.voiceLabel);
    this.controls.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') this.stop();
    });
    this.fillVoices();
    speechSynthesis.addEventListener('voiceschanged', () => this.fillVoices());
  }

  private fillVoices(): void {
    const voices = voicesFor(this.language);
    this.voiceLabel.hidden = voices.length < 2;
    this.voiceSelect.replaceChildren(
      ...voices.map((v) => new Option(`${v.name} (${v.lang})`, v.name, false, v.name === this.voiceName)),
    );
  }

  private get startButton(): HTMLElement | null {
    return this.box.querySelector<HTMLElement>('[data-listen-start]');
  }

  start(): void {
    this.blocks = blocksOf(this.root);
    if (this.blocks.length === 0) return;
    if (!this.controls.isConnected) this.box.append(this.controls);
    this.controls.hidden = false;
    if (this.startButton) this.startButton.hidden = true;
    this.pauseButton.focus();
    this.block = 0;
    this.readBlock();
  }

  private readBlock(): void {
    const block = this.blocks[this.block];
    if (!block) {
      this.stop();
      return;
    }
    for (const b of this.blocks) b.element.removeAttribute('data-reading');
    block.element.setAttribute('data-reading', '');
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
    block.element.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
    this.pieces = speechPieces(block.text);
    this.piece = 0;
    this.speak();
  }

  private speak(): void {
    const block = this.blocks[this.block]!;
    const piece = this.pieces[this.piece];
    if (!piece) {
      this.block += 1;
      this.readBlock();
      return;
    }
    const run = ++this.run;
    const utterance = new SpeechSynthesisUtterance(piece.text);
    utterance.rate = this.rate;
    utterance.lang = this.language;
    const voice = voicesFor(this.language).find((v) => v.name === this.voiceName);
    if (voice) utterance.voice = voice;
    utterance.addEventListener('boundary', (event) => {
      if (run !== this.run || (event.name && event.name !== 'word')) return;
      const at = piece.start + event.charIndex;
      this.markWord(block, at, event.charLength || wordLength(block.text, at));
    });
    const next = (): void => {
      if (run !== this.run) return;
      this.piece += 1;
      this.speak();
    };
    utterance.addEventListener('end', next);
    utterance.addEventListener('error', (event) => {
      if (event.error !== 'interrupted' && event.error !== 'canceled') next();
    });
    speechSynthesis.speak(utterance);
  }

  private markWord(block: Block, at: number, length: number): void {
    if (typeof CSS === 'undefined' || !('highlights' in CSS) || length <= 0) return;
    const lengths = block.nodes.map((n) => n.data.length);
    const from = locate(lengths, at);
    const to = locate(lengths, at + length - 1);
    if (!from || !to) return;
    const range = document.createRange();
    range.setStart(block.nodes[from.segment]!, from.offset);
    range.setEnd(block.nodes[to.segment]!, to.offset + 1);
    CSS.highlights.set('read-aloud-word', new Highlight(range));
  }

  private restartPiece(): void {
    if (!this.controls.isConnected || this.controls.hidden) return;
    this.run += 1;
    speechSynthesis.cancel();
    this.paused = false;
    this.pauseButton.textContent = this.words.pause;
    this.speak();
  }

  pause(): void {
    speechSynthesis.pause();
    this.paused = true;
    this.pauseButton.textContent = this.words.resume;
  }

  resume(): void {
    speechSynthesis.resume();
    this.paused = false;
    this.pauseButton.textContent = this.words.pause;
  }

  stop(): void {
    this.run += 1;
    speechSynthesis.cancel();
    this.paused = false;
    this.pauseButton.textContent = this.words.pause;
    for (const b of this.blocks) b.element.removeAttribute('data-reading');
    if (typeof CSS !== 'undefined' && 'highlights' in CSS) CSS.highlights.delete('read-aloud-word');
    const hadFocus = this.controls.contains(document.activeElement);
    this.controls.hidden = true;
    const start = this.startButton;
    if (start) {
      start.hidden = false;
      if (hadFocus) start.focus();
    }
    if (current === this) current = null;
  }
}

let current: Reading | null = null;
const readings = new WeakMap<HTMLElement, Reading>();

/** Starts reading for the Listen button `trigger` (stopping any other reading first). */
export function startReadAloud(trigger: HTMLElement): void {
  const box = trigger.closest<HTMLElement>('[data-listen]');
  if (!box) return;
  const id = box.dataset.listen;
  const root = id ? document.getElementById(id) : box.closest<HTMLElement>('[data-read-aloud]');
  if (!root) return;
  current?.stop();
  let reading = readings.get(box);
  if (!reading) {
    reading = new Reading(box, root);
    readings.set(box, reading);
  }
  current = reading;
  reading.start();
}

/** Stops whatever is being read. */
export function stopReadAloud(): void {
  current?.stop();
}
