/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ found: NonNullable<unknown>, needed: NonNullable<unknown> }} Games_Hunt_Retry_NoteInputs */

const en_games_hunt_retry_note = /** @type {(inputs: Games_Hunt_Retry_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You found ${i?.found} fruits. You need ${i?.needed} to move on. Let's try again!`)
};

const es_games_hunt_retry_note = /** @type {(inputs: Games_Hunt_Retry_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Encontraste ${i?.found} frutos. Necesitas ${i?.needed} para avanzar. ¡Intentémoslo otra vez!`)
};

/**
* | output |
* | --- |
* | "You found {found} fruits. You need {needed} to move on. Let's try again!" |
*
* @param {Games_Hunt_Retry_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_retry_note = /** @type {((inputs: Games_Hunt_Retry_NoteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Retry_NoteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_retry_note(inputs)
	return en_games_hunt_retry_note(inputs)
});