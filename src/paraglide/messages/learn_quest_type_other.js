/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Quest_Type_OtherInputs */

const en_learn_quest_type_other = /** @type {(inputs: Learn_Quest_Type_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`⭐ Challenge`)
};

const es_learn_quest_type_other = /** @type {(inputs: Learn_Quest_Type_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`⭐ Reto`)
};

/**
* | output |
* | --- |
* | "⭐ Challenge" |
*
* @param {Learn_Quest_Type_OtherInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_type_other = /** @type {((inputs?: Learn_Quest_Type_OtherInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Quest_Type_OtherInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_quest_type_other(inputs)
	return en_learn_quest_type_other(inputs)
});