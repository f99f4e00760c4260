/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Subs_NoteInputs */

const en_admin_subs_note = /** @type {(inputs: Admin_Subs_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note (optional)`)
};

const es_admin_subs_note = /** @type {(inputs: Admin_Subs_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nota (opcional)`)
};

/**
* | output |
* | --- |
* | "Note (optional)" |
*
* @param {Admin_Subs_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_subs_note = /** @type {((inputs?: Admin_Subs_NoteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Subs_NoteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_subs_note(inputs)
	return en_admin_subs_note(inputs)
});