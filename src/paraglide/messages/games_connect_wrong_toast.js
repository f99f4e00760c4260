/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ answer: NonNullable<unknown> }} Games_Connect_Wrong_ToastInputs */

const en_games_connect_wrong_toast = /** @type {(inputs: Games_Connect_Wrong_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Try again! The correct answer was: ${i?.answer}`)
};

const es_games_connect_wrong_toast = /** @type {(inputs: Games_Connect_Wrong_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Sigue intentando! La respuesta correcta era: ${i?.answer}`)
};

/**
* | output |
* | --- |
* | "Try again! The correct answer was: {answer}" |
*
* @param {Games_Connect_Wrong_ToastInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_wrong_toast = /** @type {((inputs: Games_Connect_Wrong_ToastInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Connect_Wrong_ToastInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_connect_wrong_toast(inputs)
	return en_games_connect_wrong_toast(inputs)
});