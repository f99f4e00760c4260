/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Words_SwitchInputs */

const en_bible_words_switch = /** @type {(inputs: Bible_Words_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Word helper`)
};

const es_bible_words_switch = /** @type {(inputs: Bible_Words_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ayuda con palabras`)
};

/**
* | output |
* | --- |
* | "Word helper" |
*
* @param {Bible_Words_SwitchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_words_switch = /** @type {((inputs?: Bible_Words_SwitchInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Words_SwitchInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_words_switch(inputs)
	return en_bible_words_switch(inputs)
});