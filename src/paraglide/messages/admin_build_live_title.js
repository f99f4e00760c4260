/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Build_Live_TitleInputs */

const en_admin_build_live_title = /** @type {(inputs: Admin_Build_Live_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Build Live`)
};

const es_admin_build_live_title = /** @type {(inputs: Admin_Build_Live_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compilación publicada`)
};

/**
* | output |
* | --- |
* | "Build Live" |
*
* @param {Admin_Build_Live_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_build_live_title = /** @type {((inputs?: Admin_Build_Live_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Build_Live_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_build_live_title(inputs)
	return en_admin_build_live_title(inputs)
});