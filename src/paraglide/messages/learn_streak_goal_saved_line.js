/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Learn_Streak_Goal_Saved_LineInputs */

const en_learn_streak_goal_saved_line = /** @type {(inputs: Learn_Streak_Goal_Saved_LineInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} day a week. You can do it!`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} days a week. You can do it!`);
	return /** @type {LocalizedString} */ ("learn_streak_goal_saved_line");
};

const es_learn_streak_goal_saved_line = /** @type {(inputs: Learn_Streak_Goal_Saved_LineInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} día a la semana. ¡Tú puedes!`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} días a la semana. ¡Tú puedes!`);
	return /** @type {LocalizedString} */ ("learn_streak_goal_saved_line");
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{count} day a week. You can do it!" |
* | "other" | "{count} days a week. You can do it!" |
*
* @param {Learn_Streak_Goal_Saved_LineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_goal_saved_line = /** @type {((inputs: Learn_Streak_Goal_Saved_LineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Streak_Goal_Saved_LineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_streak_goal_saved_line(inputs)
	return en_learn_streak_goal_saved_line(inputs)
});