/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Quest_Type_MonthlyInputs */

const en_learn_quest_type_monthly = /** @type {(inputs: Learn_Quest_Type_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`📅 Monthly`)
};

const es_learn_quest_type_monthly = /** @type {(inputs: Learn_Quest_Type_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`📅 Mensual`)
};

/**
* | output |
* | --- |
* | "📅 Monthly" |
*
* @param {Learn_Quest_Type_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_type_monthly = /** @type {((inputs?: Learn_Quest_Type_MonthlyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Quest_Type_MonthlyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_quest_type_monthly(inputs)
	return en_learn_quest_type_monthly(inputs)
});