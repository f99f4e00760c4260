/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ level: NonNullable<unknown>, found: NonNullable<unknown> }} Games_Hunt_Passed_NoteInputs */

const en_games_hunt_passed_note = /** @type {(inputs: Games_Hunt_Passed_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Level ${i?.level} complete! You found ${i?.found} fruits.`)
};

const es_games_hunt_passed_note = /** @type {(inputs: Games_Hunt_Passed_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Nivel ${i?.level} completado! Encontraste ${i?.found} frutos.`)
};

/**
* | output |
* | --- |
* | "Level {level} complete! You found {found} fruits." |
*
* @param {Games_Hunt_Passed_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_passed_note = /** @type {((inputs: Games_Hunt_Passed_NoteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Passed_NoteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_passed_note(inputs)
	return en_games_hunt_passed_note(inputs)
});