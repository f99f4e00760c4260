/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Readings_Notes_HintInputs */

const en_admin_readings_notes_hint = /** @type {(inputs: Admin_Readings_Notes_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A short thought for children to look for while they read.`)
};

const es_admin_readings_notes_hint = /** @type {(inputs: Admin_Readings_Notes_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una idea breve que los niños puedan buscar mientras leen.`)
};

/**
* | output |
* | --- |
* | "A short thought for children to look for while they read." |
*
* @param {Admin_Readings_Notes_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_readings_notes_hint = /** @type {((inputs?: Admin_Readings_Notes_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Readings_Notes_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_readings_notes_hint(inputs)
	return en_admin_readings_notes_hint(inputs)
});