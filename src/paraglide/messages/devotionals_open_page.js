/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Open_PageInputs */

const en_devotionals_open_page = /** @type {(inputs: Devotionals_Open_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open page`)
};

const es_devotionals_open_page = /** @type {(inputs: Devotionals_Open_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir la página`)
};

/**
* | output |
* | --- |
* | "Open page" |
*
* @param {Devotionals_Open_PageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_open_page = /** @type {((inputs?: Devotionals_Open_PageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Open_PageInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_open_page(inputs)
	return en_devotionals_open_page(inputs)
});