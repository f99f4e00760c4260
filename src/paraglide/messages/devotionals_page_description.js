/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Page_DescriptionInputs */

const en_devotionals_page_description = /** @type {(inputs: Devotionals_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A daily nugget of truth for children and families: a key verse, a short reading, a reflection and a prayer.`)
};

const es_devotionals_page_description = /** @type {(inputs: Devotionals_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un tesoro de verdad cada día para niños y familias: un versículo clave, una lectura corta, una reflexión y una oración.`)
};

/**
* | output |
* | --- |
* | "A daily nugget of truth for children and families: a key verse, a short reading, a reflection and a prayer." |
*
* @param {Devotionals_Page_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_page_description = /** @type {((inputs?: Devotionals_Page_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Page_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_page_description(inputs)
	return en_devotionals_page_description(inputs)
});