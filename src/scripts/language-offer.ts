import { isLocale } from '../i18n/locales.ts';
import { getLocale } from '../i18n/page-locale.ts';
import { languageOffer } from '../lib/language-choice.ts';
import { rememberLocale } from '../stores/language.ts';
import { languageFacts } from '../stores/language-facts.ts';
import type { SessionState } from '../stores/session.ts';

/**
 * The language switch's and the language bar's work, loaded by src/scripts/language-choice.ts only
 * when a link of the switch is followed or the page may offer a language.
 */

/** Follows a link of the language switch (or the bar) once the choice is remembered. */
export async function follow(link: HTMLAnchorElement): Promise<void> {
  const locale = link.dataset.languageSwitch;
  if (isLocale(locale)) await rememberLocale(locale);
  location.assign(link.href);
}

let offered = false;

/**
 * Shows the one-line language bar, once a page view, when the rule (src/lib/language-choice.ts)
 * offers a language this page exists in: cloned from the layout's `<template data-language-offer>`,
 * whose words are in the page in the offered language, at the top of the main content.
 */
export function offerLanguage(state: SessionState): void {
  if (offered) return;
  offered = true;
  const offer = languageOffer(languageFacts(state));
  const template =
    offer && document.querySelector<HTMLTemplateElement>(`[data-language-offer="${offer.locale}"]`);
  const bar = template?.content.firstElementChild?.cloneNode(true);
  if (!offer || !(bar instanceof HTMLElement)) return;
  bar.querySelector('button')?.addEventListener('click', () => {
    bar.remove();
    // "No, thanks" to a first visit's suggestion chooses the page's language.
    if (offer.suggested) void rememberLocale(getLocale());
  });
  document.getElementById('main')?.prepend(bar);
}
