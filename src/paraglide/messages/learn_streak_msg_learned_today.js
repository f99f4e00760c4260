/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Learn_Streak_Msg_Learned_TodayInputs */

const en_learn_streak_msg_learned_today = /** @type {(inputs: Learn_Streak_Msg_Learned_TodayInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} day of learning. Keep shining!`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} days of learning. Keep shining!`);
	return /** @type {LocalizedString} */ ("learn_streak_msg_learned_today");
};

const es_learn_streak_msg_learned_today = /** @type {(inputs: Learn_Streak_Msg_Learned_TodayInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} día aprendiendo. ¡Sigue brillando!`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} días aprendiendo. ¡Sigue brillando!`);
	return /** @type {LocalizedString} */ ("learn_streak_msg_learned_today");
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{count} day of learning. Keep shining!" |
* | "other" | "{count} days of learning. Keep shining!" |
*
* @param {Learn_Streak_Msg_Learned_TodayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_msg_learned_today = /** @type {((inputs: Learn_Streak_Msg_Learned_TodayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Streak_Msg_Learned_TodayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_streak_msg_learned_today(inputs)
	return en_learn_streak_msg_learned_today(inputs)
});