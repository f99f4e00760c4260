/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Copied_TextInputs */

const en_devotionals_copied_text = /** @type {(inputs: Devotionals_Copied_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share text copied to clipboard!`)
};

const es_devotionals_copied_text = /** @type {(inputs: Devotionals_Copied_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡El texto para compartir está copiado!`)
};

/**
* | output |
* | --- |
* | "Share text copied to clipboard!" |
*
* @param {Devotionals_Copied_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_copied_text = /** @type {((inputs?: Devotionals_Copied_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Copied_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_copied_text(inputs)
	return en_devotionals_copied_text(inputs)
});