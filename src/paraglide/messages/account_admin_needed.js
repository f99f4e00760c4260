/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Admin_NeededInputs */

const en_account_admin_needed = /** @type {(inputs: Account_Admin_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You need admin permissions to view this page.`)
};

const es_account_admin_needed = /** @type {(inputs: Account_Admin_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Necesitas permisos de administrador para ver esta página.`)
};

/**
* | output |
* | --- |
* | "You need admin permissions to view this page." |
*
* @param {Account_Admin_NeededInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_admin_needed = /** @type {((inputs?: Account_Admin_NeededInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Admin_NeededInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_admin_needed(inputs)
	return en_account_admin_needed(inputs)
});