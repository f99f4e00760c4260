/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Games_Index_Access_NoteInputs */

const en_games_index_access_note = /** @type {(inputs: Games_Index_Access_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your plan includes access to ${i?.count} Bible games`)
};

const es_games_index_access_note = /** @type {(inputs: Games_Index_Access_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu plan incluye ${i?.count} juegos bíblicos`)
};

/**
* | output |
* | --- |
* | "Your plan includes access to {count} Bible games" |
*
* @param {Games_Index_Access_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_index_access_note = /** @type {((inputs: Games_Index_Access_NoteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Index_Access_NoteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_index_access_note(inputs)
	return en_games_index_access_note(inputs)
});