/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Readings_UpdatedInputs */

const en_admin_readings_updated = /** @type {(inputs: Admin_Readings_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading Updated`)
};

const es_admin_readings_updated = /** @type {(inputs: Admin_Readings_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lectura actualizada`)
};

/**
* | output |
* | --- |
* | "Reading Updated" |
*
* @param {Admin_Readings_UpdatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_readings_updated = /** @type {((inputs?: Admin_Readings_UpdatedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Readings_UpdatedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_readings_updated(inputs)
	return en_admin_readings_updated(inputs)
});