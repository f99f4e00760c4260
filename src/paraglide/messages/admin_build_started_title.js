/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Build_Started_TitleInputs */

const en_admin_build_started_title = /** @type {(inputs: Admin_Build_Started_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rebuild Started`)
};

const es_admin_build_started_title = /** @type {(inputs: Admin_Build_Started_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reconstrucción iniciada`)
};

/**
* | output |
* | --- |
* | "Rebuild Started" |
*
* @param {Admin_Build_Started_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_build_started_title = /** @type {((inputs?: Admin_Build_Started_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Build_Started_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_build_started_title(inputs)
	return en_admin_build_started_title(inputs)
});