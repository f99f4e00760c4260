/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Ask_PrivateInputs */

const en_admin_ask_private = /** @type {(inputs: Admin_Ask_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · private`)
};

const es_admin_ask_private = /** @type {(inputs: Admin_Ask_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · privado`)
};

/**
* | output |
* | --- |
* | "· private" |
*
* @param {Admin_Ask_PrivateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_ask_private = /** @type {((inputs?: Admin_Ask_PrivateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Ask_PrivateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_ask_private(inputs)
	return en_admin_ask_private(inputs)
});