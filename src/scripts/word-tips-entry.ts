import { hideWordTip, showWordTip } from './word-tips.ts';

/**
 * word-tips.ts as a file of its own, fetched on the first focus of an old word (see word-helper.ts):
 * it hands its functions over on `window`, like read-aloud-entry.ts.
 */
(window as unknown as { bsbWordTips: WordTips }).bsbWordTips = { showWordTip, hideWordTip };

export interface WordTips {
  showWordTip: typeof showWordTip;
  hideWordTip: typeof hideWordTip;
}
