/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Quest_Type_WeeklyInputs */

const en_learn_quest_type_weekly = /** @type {(inputs: Learn_Quest_Type_WeeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`📅 Weekly`)
};

const es_learn_quest_type_weekly = /** @type {(inputs: Learn_Quest_Type_WeeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`📅 Semanal`)
};

/**
* | output |
* | --- |
* | "📅 Weekly" |
*
* @param {Learn_Quest_Type_WeeklyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_type_weekly = /** @type {((inputs?: Learn_Quest_Type_WeeklyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Quest_Type_WeeklyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_quest_type_weekly(inputs)
	return en_learn_quest_type_weekly(inputs)
});