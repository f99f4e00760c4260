/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Sets_Id_HintInputs */

const en_admin_sets_id_hint = /** @type {(inputs: Admin_Sets_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lowercase letters, digits and dashes (e.g. bedtime-verses).`)
};

const es_admin_sets_id_hint = /** @type {(inputs: Admin_Sets_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minúsculas, cifras y guiones (p. ej. bedtime-verses).`)
};

/**
* | output |
* | --- |
* | "Lowercase letters, digits and dashes (e.g. bedtime-verses)." |
*
* @param {Admin_Sets_Id_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_sets_id_hint = /** @type {((inputs?: Admin_Sets_Id_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sets_Id_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_sets_id_hint(inputs)
	return en_admin_sets_id_hint(inputs)
});