/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Streak_And_GoalInputs */

const en_family_streak_and_goal = /** @type {(inputs: Family_Streak_And_GoalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Streak and weekly goal`)
};

const es_family_streak_and_goal = /** @type {(inputs: Family_Streak_And_GoalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Racha y meta semanal`)
};

/**
* | output |
* | --- |
* | "Streak and weekly goal" |
*
* @param {Family_Streak_And_GoalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_streak_and_goal = /** @type {((inputs?: Family_Streak_And_GoalInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Streak_And_GoalInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_streak_and_goal(inputs)
	return en_family_streak_and_goal(inputs)
});