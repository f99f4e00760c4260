/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Empty_TitleInputs */

const en_devotionals_empty_title = /** @type {(inputs: Devotionals_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No devotionals available`)
};

const es_devotionals_empty_title = /** @type {(inputs: Devotionals_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay devocionales`)
};

/**
* | output |
* | --- |
* | "No devotionals available" |
*
* @param {Devotionals_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_empty_title = /** @type {((inputs?: Devotionals_Empty_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Empty_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_empty_title(inputs)
	return en_devotionals_empty_title(inputs)
});