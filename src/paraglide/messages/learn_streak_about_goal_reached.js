/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ goal: NonNullable<unknown>, name: NonNullable<unknown> }} Learn_Streak_About_Goal_ReachedInputs */

const en_learn_streak_about_goal_reached = /** @type {(inputs: Learn_Streak_About_Goal_ReachedInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.goal, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.name} reached the goal of ${i?.goal} day this week. Wonderful!`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.name} reached the goal of ${i?.goal} days this week. Wonderful!`);
	return /** @type {LocalizedString} */ ("learn_streak_about_goal_reached");
};

const es_learn_streak_about_goal_reached = /** @type {(inputs: Learn_Streak_About_Goal_ReachedInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.goal, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.name} alcanzó la meta de ${i?.goal} día esta semana. ¡Maravilloso!`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.name} alcanzó la meta de ${i?.goal} días esta semana. ¡Maravilloso!`);
	return /** @type {LocalizedString} */ ("learn_streak_about_goal_reached");
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{name} reached the goal of {goal} day this week. Wonderful!" |
* | "other" | "{name} reached the goal of {goal} days this week. Wonderful!" |
*
* @param {Learn_Streak_About_Goal_ReachedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_about_goal_reached = /** @type {((inputs: Learn_Streak_About_Goal_ReachedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Streak_About_Goal_ReachedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_streak_about_goal_reached(inputs)
	return en_learn_streak_about_goal_reached(inputs)
});