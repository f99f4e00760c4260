/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Quest_StartedInputs */

const en_learn_quest_started = /** @type {(inputs: Learn_Quest_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Challenge started! Complete the required tasks to unlock it!`)
};

const es_learn_quest_started = /** @type {(inputs: Learn_Quest_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Reto empezado! Haz lo que te pide para conseguirlo.`)
};

/**
* | output |
* | --- |
* | "Challenge started! Complete the required tasks to unlock it!" |
*
* @param {Learn_Quest_StartedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_started = /** @type {((inputs?: Learn_Quest_StartedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Quest_StartedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_quest_started(inputs)
	return en_learn_quest_started(inputs)
});