/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Quest_Type_StreaksInputs */

const en_learn_quest_type_streaks = /** @type {(inputs: Learn_Quest_Type_StreaksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🔥 Streaks`)
};

const es_learn_quest_type_streaks = /** @type {(inputs: Learn_Quest_Type_StreaksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🔥 Rachas`)
};

/**
* | output |
* | --- |
* | "🔥 Streaks" |
*
* @param {Learn_Quest_Type_StreaksInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_type_streaks = /** @type {((inputs?: Learn_Quest_Type_StreaksInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Quest_Type_StreaksInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_quest_type_streaks(inputs)
	return en_learn_quest_type_streaks(inputs)
});