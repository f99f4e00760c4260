/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_BreadcrumbInputs */

const en_devotionals_breadcrumb = /** @type {(inputs: Devotionals_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Breadcrumb`)
};

const es_devotionals_breadcrumb = /** @type {(inputs: Devotionals_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ruta de navegación`)
};

/**
* | output |
* | --- |
* | "Breadcrumb" |
*
* @param {Devotionals_BreadcrumbInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_breadcrumb = /** @type {((inputs?: Devotionals_BreadcrumbInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_BreadcrumbInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_breadcrumb(inputs)
	return en_devotionals_breadcrumb(inputs)
});