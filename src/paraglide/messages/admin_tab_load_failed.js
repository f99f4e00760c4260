/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tab_Load_FailedInputs */

const en_admin_tab_load_failed = /** @type {(inputs: Admin_Tab_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This tab could not be loaded. Check your connection and reload the page.`)
};

const es_admin_tab_load_failed = /** @type {(inputs: Admin_Tab_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar esta pestaña. Comprueba tu conexión y vuelve a cargar la página.`)
};

/**
* | output |
* | --- |
* | "This tab could not be loaded. Check your connection and reload the page." |
*
* @param {Admin_Tab_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_tab_load_failed = /** @type {((inputs?: Admin_Tab_Load_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tab_Load_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_tab_load_failed(inputs)
	return en_admin_tab_load_failed(inputs)
});