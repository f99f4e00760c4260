/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Build_Make_LiveInputs */

const en_admin_build_make_live = /** @type {(inputs: Admin_Build_Make_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make live`)
};

const es_admin_build_make_live = /** @type {(inputs: Admin_Build_Make_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicar`)
};

/**
* | output |
* | --- |
* | "Make live" |
*
* @param {Admin_Build_Make_LiveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_build_make_live = /** @type {((inputs?: Admin_Build_Make_LiveInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Build_Make_LiveInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_build_make_live(inputs)
	return en_admin_build_make_live(inputs)
});