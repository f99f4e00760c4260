/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Note_SendInputs */

const en_groups_note_send = /** @type {(inputs: Groups_Note_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the note`)
};

const es_groups_note_send = /** @type {(inputs: Groups_Note_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar la nota`)
};

/**
* | output |
* | --- |
* | "Send the note" |
*
* @param {Groups_Note_SendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_note_send = /** @type {((inputs?: Groups_Note_SendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Note_SendInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_note_send(inputs)
	return en_groups_note_send(inputs)
});