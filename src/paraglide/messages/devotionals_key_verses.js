/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Key_VersesInputs */

const en_devotionals_key_verses = /** @type {(inputs: Devotionals_Key_VersesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Key Verses`)
};

const es_devotionals_key_verses = /** @type {(inputs: Devotionals_Key_VersesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versículos clave`)
};

/**
* | output |
* | --- |
* | "Key Verses" |
*
* @param {Devotionals_Key_VersesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_key_verses = /** @type {((inputs?: Devotionals_Key_VersesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Key_VersesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_key_verses(inputs)
	return en_devotionals_key_verses(inputs)
});