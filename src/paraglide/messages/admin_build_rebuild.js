/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Build_RebuildInputs */

const en_admin_build_rebuild = /** @type {(inputs: Admin_Build_RebuildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rebuild site`)
};

const es_admin_build_rebuild = /** @type {(inputs: Admin_Build_RebuildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reconstruir el sitio`)
};

/**
* | output |
* | --- |
* | "Rebuild site" |
*
* @param {Admin_Build_RebuildInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_build_rebuild = /** @type {((inputs?: Admin_Build_RebuildInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Build_RebuildInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_build_rebuild(inputs)
	return en_admin_build_rebuild(inputs)
});