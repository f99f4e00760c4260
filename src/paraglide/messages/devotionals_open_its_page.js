/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Open_Its_PageInputs */

const en_devotionals_open_its_page = /** @type {(inputs: Devotionals_Open_Its_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open its page`)
};

const es_devotionals_open_its_page = /** @type {(inputs: Devotionals_Open_Its_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir su página`)
};

/**
* | output |
* | --- |
* | "Open its page" |
*
* @param {Devotionals_Open_Its_PageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_open_its_page = /** @type {((inputs?: Devotionals_Open_Its_PageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Open_Its_PageInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_open_its_page(inputs)
	return en_devotionals_open_its_page(inputs)
});