/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Site_Welcome_BackInputs */

const en_site_welcome_back = /** @type {(inputs: Site_Welcome_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome back, ${i?.name}! 👋`)
};

const es_site_welcome_back = /** @type {(inputs: Site_Welcome_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Hola otra vez, ${i?.name}! 👋`)
};

/**
* | output |
* | --- |
* | "Welcome back, {name}! 👋" |
*
* @param {Site_Welcome_BackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_welcome_back = /** @type {((inputs: Site_Welcome_BackInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Welcome_BackInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_welcome_back(inputs)
	return en_site_welcome_back(inputs)
});