/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Build_Started_TextInputs */

const en_admin_build_started_text = /** @type {(inputs: Admin_Build_Started_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The public pages will update in about a minute.`)
};

const es_admin_build_started_text = /** @type {(inputs: Admin_Build_Started_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las páginas públicas se actualizarán en un minuto aproximadamente.`)
};

/**
* | output |
* | --- |
* | "The public pages will update in about a minute." |
*
* @param {Admin_Build_Started_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_build_started_text = /** @type {((inputs?: Admin_Build_Started_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Build_Started_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_build_started_text(inputs)
	return en_admin_build_started_text(inputs)
});