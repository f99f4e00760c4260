/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Search_TipsInputs */

const en_bible_search_tips = /** @type {(inputs: Bible_Search_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Put a phrase in quotes to find those words together, like "begotten Son". End a word with * to find every word that starts with it, like shep* for shepherd.`)
};

const es_bible_search_tips = /** @type {(inputs: Bible_Search_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pon una frase entre comillas para encontrar esas palabras juntas, como "tal manera". Termina una palabra con * para encontrar todas las que empiezan así, como pastor* para pastores. No hace falta escribir los acentos.`)
};

/**
* | output |
* | --- |
* | "Put a phrase in quotes to find those words together, like \"begotten Son\". End a word with * to find every word that starts with it, like shep* for shepherd." |
*
* @param {Bible_Search_TipsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_search_tips = /** @type {((inputs?: Bible_Search_TipsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Search_TipsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_search_tips(inputs)
	return en_bible_search_tips(inputs)
});