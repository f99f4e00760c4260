/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Quest_How_DoneInputs */

const en_learn_quest_how_done = /** @type {(inputs: Learn_Quest_How_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Challenges complete by themselves when you are done. You earn the badge and the points right away!`)
};

const es_learn_quest_how_done = /** @type {(inputs: Learn_Quest_How_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los retos se completan solos cuando terminas. ¡Ganas la insignia y los puntos enseguida!`)
};

/**
* | output |
* | --- |
* | "Challenges complete by themselves when you are done. You earn the badge and the points right away!" |
*
* @param {Learn_Quest_How_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_how_done = /** @type {((inputs?: Learn_Quest_How_DoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Quest_How_DoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_quest_how_done(inputs)
	return en_learn_quest_how_done(inputs)
});