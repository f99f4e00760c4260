/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Learn_Streak_About_WaitingInputs */

const en_learn_streak_about_waiting = /** @type {(inputs: Learn_Streak_About_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}'s streak is waiting. Anything learned today counts!`)
};

const es_learn_streak_about_waiting = /** @type {(inputs: Learn_Streak_About_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La racha de ${i?.name} está esperando. ¡Todo lo que aprenda hoy cuenta!`)
};

/**
* | output |
* | --- |
* | "{name}'s streak is waiting. Anything learned today counts!" |
*
* @param {Learn_Streak_About_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_about_waiting = /** @type {((inputs: Learn_Streak_About_WaitingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Streak_About_WaitingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_streak_about_waiting(inputs)
	return en_learn_streak_about_waiting(inputs)
});