/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Back_To_AdminInputs */

const en_admin_back_to_admin = /** @type {(inputs: Admin_Back_To_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Admin`)
};

const es_admin_back_to_admin = /** @type {(inputs: Admin_Back_To_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a la administración`)
};

/**
* | output |
* | --- |
* | "Back to Admin" |
*
* @param {Admin_Back_To_AdminInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_back_to_admin = /** @type {((inputs?: Admin_Back_To_AdminInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Back_To_AdminInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_back_to_admin(inputs)
	return en_admin_back_to_admin(inputs)
});