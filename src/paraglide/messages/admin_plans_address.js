/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Plans_AddressInputs */

const en_admin_plans_address = /** @type {(inputs: Admin_Plans_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address:`)
};

const es_admin_plans_address = /** @type {(inputs: Admin_Plans_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección:`)
};

/**
* | output |
* | --- |
* | "Address:" |
*
* @param {Admin_Plans_AddressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_plans_address = /** @type {((inputs?: Admin_Plans_AddressInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Plans_AddressInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_plans_address(inputs)
	return en_admin_plans_address(inputs)
});