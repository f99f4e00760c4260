/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Readings_EditInputs */

const en_admin_readings_edit = /** @type {(inputs: Admin_Readings_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Reading`)
};

const es_admin_readings_edit = /** @type {(inputs: Admin_Readings_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar lectura`)
};

/**
* | output |
* | --- |
* | "Edit Reading" |
*
* @param {Admin_Readings_EditInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_readings_edit = /** @type {((inputs?: Admin_Readings_EditInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Readings_EditInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_readings_edit(inputs)
	return en_admin_readings_edit(inputs)
});