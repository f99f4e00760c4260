/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Quest_Type_DailyInputs */

const en_learn_quest_type_daily = /** @type {(inputs: Learn_Quest_Type_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`📅 Daily`)
};

const es_learn_quest_type_daily = /** @type {(inputs: Learn_Quest_Type_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`📅 Diario`)
};

/**
* | output |
* | --- |
* | "📅 Daily" |
*
* @param {Learn_Quest_Type_DailyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_type_daily = /** @type {((inputs?: Learn_Quest_Type_DailyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Quest_Type_DailyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_quest_type_daily(inputs)
	return en_learn_quest_type_daily(inputs)
});