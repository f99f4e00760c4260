/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Build_None_LiveInputs */

const en_admin_build_none_live = /** @type {(inputs: Admin_Build_None_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No build is live yet.`)
};

const es_admin_build_none_live = /** @type {(inputs: Admin_Build_None_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay ninguna compilación publicada.`)
};

/**
* | output |
* | --- |
* | "No build is live yet." |
*
* @param {Admin_Build_None_LiveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_build_none_live = /** @type {((inputs?: Admin_Build_None_LiveInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Build_None_LiveInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_build_none_live(inputs)
	return en_admin_build_none_live(inputs)
});