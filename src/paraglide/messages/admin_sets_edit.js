/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Sets_EditInputs */

const en_admin_sets_edit = /** @type {(inputs: Admin_Sets_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Verse Set`)
};

const es_admin_sets_edit = /** @type {(inputs: Admin_Sets_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar serie de versículos`)
};

/**
* | output |
* | --- |
* | "Edit Verse Set" |
*
* @param {Admin_Sets_EditInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_sets_edit = /** @type {((inputs?: Admin_Sets_EditInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sets_EditInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_sets_edit(inputs)
	return en_admin_sets_edit(inputs)
});