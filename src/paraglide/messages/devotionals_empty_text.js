/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Empty_TextInputs */

const en_devotionals_empty_text = /** @type {(inputs: Devotionals_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check back later for daily inspiration!`)
};

const es_devotionals_empty_text = /** @type {(inputs: Devotionals_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Vuelve pronto para encontrar algo nuevo cada día!`)
};

/**
* | output |
* | --- |
* | "Check back later for daily inspiration!" |
*
* @param {Devotionals_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_empty_text = /** @type {((inputs?: Devotionals_Empty_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Empty_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_empty_text(inputs)
	return en_devotionals_empty_text(inputs)
});