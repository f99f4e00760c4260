/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Copy_Failed_TextInputs */

const en_devotionals_copy_failed_text = /** @type {(inputs: Devotionals_Copy_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to copy to clipboard`)
};

const es_devotionals_copy_failed_text = /** @type {(inputs: Devotionals_Copy_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo copiar`)
};

/**
* | output |
* | --- |
* | "Failed to copy to clipboard" |
*
* @param {Devotionals_Copy_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_copy_failed_text = /** @type {((inputs?: Devotionals_Copy_Failed_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Copy_Failed_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_copy_failed_text(inputs)
	return en_devotionals_copy_failed_text(inputs)
});