/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Learn_Streak_Grace_YoursInputs */

const en_learn_streak_grace_yours = /** @type {(inputs: Learn_Streak_Grace_YoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Grace day: ${i?.days}. One missed day a week keeps your streak.`)
};

const es_learn_streak_grace_yours = /** @type {(inputs: Learn_Streak_Grace_YoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Día de gracia: ${i?.days}. Un día sin aprender a la semana no rompe tu racha.`)
};

/**
* | output |
* | --- |
* | "Grace day: {days}. One missed day a week keeps your streak." |
*
* @param {Learn_Streak_Grace_YoursInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_grace_yours = /** @type {((inputs: Learn_Streak_Grace_YoursInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Streak_Grace_YoursInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_streak_grace_yours(inputs)
	return en_learn_streak_grace_yours(inputs)
});