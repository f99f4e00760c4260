/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Sets_SubmitInputs */

const en_admin_sets_submit = /** @type {(inputs: Admin_Sets_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Set`)
};

const es_admin_sets_submit = /** @type {(inputs: Admin_Sets_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir serie`)
};

/**
* | output |
* | --- |
* | "Add Set" |
*
* @param {Admin_Sets_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_sets_submit = /** @type {((inputs?: Admin_Sets_SubmitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sets_SubmitInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_sets_submit(inputs)
	return en_admin_sets_submit(inputs)
});