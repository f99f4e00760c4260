/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Toast_DismissInputs */

const en_site_toast_dismiss = /** @type {(inputs: Site_Toast_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss notification`)
};

const es_site_toast_dismiss = /** @type {(inputs: Site_Toast_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar aviso`)
};

/**
* | output |
* | --- |
* | "Dismiss notification" |
*
* @param {Site_Toast_DismissInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_toast_dismiss = /** @type {((inputs?: Site_Toast_DismissInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Toast_DismissInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_toast_dismiss(inputs)
	return en_site_toast_dismiss(inputs)
});