/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Streak_Msg_WaitingInputs */

const en_learn_streak_msg_waiting = /** @type {(inputs: Learn_Streak_Msg_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your streak is waiting for you. Anything you learn today counts!`)
};

const es_learn_streak_msg_waiting = /** @type {(inputs: Learn_Streak_Msg_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu racha te está esperando. ¡Todo lo que aprendas hoy cuenta!`)
};

/**
* | output |
* | --- |
* | "Your streak is waiting for you. Anything you learn today counts!" |
*
* @param {Learn_Streak_Msg_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_msg_waiting = /** @type {((inputs?: Learn_Streak_Msg_WaitingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Streak_Msg_WaitingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_streak_msg_waiting(inputs)
	return en_learn_streak_msg_waiting(inputs)
});