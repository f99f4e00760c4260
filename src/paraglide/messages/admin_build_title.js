/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Build_TitleInputs */

const en_admin_build_title = /** @type {(inputs: Admin_Build_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Public site`)
};

const es_admin_build_title = /** @type {(inputs: Admin_Build_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sitio público`)
};

/**
* | output |
* | --- |
* | "Public site" |
*
* @param {Admin_Build_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_build_title = /** @type {((inputs?: Admin_Build_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Build_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_build_title(inputs)
	return en_admin_build_title(inputs)
});