/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Quest_CompletedInputs */

const en_learn_quest_completed = /** @type {(inputs: Learn_Quest_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✅ Completed!`)
};

const es_learn_quest_completed = /** @type {(inputs: Learn_Quest_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✅ ¡Completado!`)
};

/**
* | output |
* | --- |
* | "✅ Completed!" |
*
* @param {Learn_Quest_CompletedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_completed = /** @type {((inputs?: Learn_Quest_CompletedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Quest_CompletedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_quest_completed(inputs)
	return en_learn_quest_completed(inputs)
});