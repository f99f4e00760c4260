/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Streak_Weekly_GoalInputs */

const en_learn_streak_weekly_goal = /** @type {(inputs: Learn_Streak_Weekly_GoalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weekly goal`)
};

const es_learn_streak_weekly_goal = /** @type {(inputs: Learn_Streak_Weekly_GoalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meta semanal`)
};

/**
* | output |
* | --- |
* | "Weekly goal" |
*
* @param {Learn_Streak_Weekly_GoalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_weekly_goal = /** @type {((inputs?: Learn_Streak_Weekly_GoalInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Streak_Weekly_GoalInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_streak_weekly_goal(inputs)
	return en_learn_streak_weekly_goal(inputs)
});