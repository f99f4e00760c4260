/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Streak_Goal_SavedInputs */

const en_learn_streak_goal_saved = /** @type {(inputs: Learn_Streak_Goal_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weekly goal saved`)
};

const es_learn_streak_goal_saved = /** @type {(inputs: Learn_Streak_Goal_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meta semanal guardada`)
};

/**
* | output |
* | --- |
* | "Weekly goal saved" |
*
* @param {Learn_Streak_Goal_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_goal_saved = /** @type {((inputs?: Learn_Streak_Goal_SavedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Streak_Goal_SavedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_streak_goal_saved(inputs)
	return en_learn_streak_goal_saved(inputs)
});