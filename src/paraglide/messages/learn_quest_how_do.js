/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Quest_How_DoInputs */

const en_learn_quest_how_do = /** @type {(inputs: Learn_Quest_How_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Do what it asks: read chapters in the Bible Explorer and mark them read, play Bible games, master memory verses, or share a story.`)
};

const es_learn_quest_how_do = /** @type {(inputs: Learn_Quest_How_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haz lo que te pide: lee capítulos en el Explorador de la Biblia y márcalos como leídos, juega juegos bíblicos, aprende versículos de memoria o cuenta una historia.`)
};

/**
* | output |
* | --- |
* | "Do what it asks: read chapters in the Bible Explorer and mark them read, play Bible games, master memory verses, or share a story." |
*
* @param {Learn_Quest_How_DoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_how_do = /** @type {((inputs?: Learn_Quest_How_DoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Quest_How_DoInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_quest_how_do(inputs)
	return en_learn_quest_how_do(inputs)
});