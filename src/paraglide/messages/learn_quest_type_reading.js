/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Quest_Type_ReadingInputs */

const en_learn_quest_type_reading = /** @type {(inputs: Learn_Quest_Type_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`📖 Reading`)
};

const es_learn_quest_type_reading = /** @type {(inputs: Learn_Quest_Type_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`📖 Lectura`)
};

/**
* | output |
* | --- |
* | "📖 Reading" |
*
* @param {Learn_Quest_Type_ReadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_type_reading = /** @type {((inputs?: Learn_Quest_Type_ReadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Quest_Type_ReadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_quest_type_reading(inputs)
	return en_learn_quest_type_reading(inputs)
});